import type { OutboxEntry } from '../../lib/outbox';

export type OutboxStatus = 'sending' | 'offline' | 'noAnswer' | 'refused';

export interface OutboxReason {
  status: OutboxStatus;
  /** The tag on the card. */
  label: string;
  /** Why it waits, and what helps. */
  text: string;
  /** 重试 sends it from here; otherwise its form does (a refusal: only a changed submit can pass). */
  canRetry: boolean;
}

/**
 * Why a submission waits, in the user's words (issue 25). Without a noted failure it was sent and
 * the page left (or the app closed) before the answer came: that is 无应答 too.
 */
export function reasonOf(entry: OutboxEntry, isResending: boolean): OutboxReason {
  const { failure } = entry.pending;
  if (isResending) return { status: 'sending', label: '发送中', text: '正在发送…', canRetry: false };
  if (failure?.kind === 'refused')
    return {
      status: 'refused',
      label: '服务器拒绝',
      text: `${failure.message}（请打开表单修改后重新提交）`,
      canRetry: false,
    };
  if (failure?.kind === 'offline')
    return { status: 'offline', label: '无网络', text: '提交时没有网络，恢复网络后点重试', canRetry: entry.canResend };
  return {
    status: 'noAnswer',
    label: '无应答',
    text: failure?.message
      ? `服务器未能处理（${failure.message}），可重试，不会重复提交`
      : '已发出但未收到应答，可重试，不会重复提交',
    canRetry: entry.canResend,
  };
}

/** The question before 删除: what goes, and — when the server may have it — that it may still count. */
export const deleteQuestion = (reason: OutboxReason): string =>
  reason.status === 'noAnswer'
    ? '服务器可能已收到这份表单。删除后不再重试，填写的内容也一并删除，确定删除吗？'
    : '删除后这份表单不再发送，填写的内容也一并删除，确定删除吗？';
