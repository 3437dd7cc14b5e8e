import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '../../lib/outbox';
import type { SendFailure } from '../../lib/drafts';
import { deleteQuestion, reasonOf } from './outbox.rules';

const AT = '2026-11-29T01:00:00.000Z';
const entryWith = (failure?: SendFailure, canResend = true): OutboxEntry => ({
  draftKey: 'feedback:a1',
  title: '预警反馈',
  canResend,
  pending: { key: 'k'.repeat(32), body: '{}', queuedAt: AT, failure },
});

describe('reasonOf', () => {
  it('says 无网络 and offers 重试 for a form submitted offline', () => {
    expect(reasonOf(entryWith({ kind: 'offline', at: AT }), false)).toMatchObject({
      status: 'offline',
      label: '无网络',
      canRetry: true,
    });
  });

  it('says 服务器拒绝 with the server message, and offers no 重试 (the server stored its refusal under the key)', () => {
    const reason = reasonOf(entryWith({ kind: 'refused', at: AT, message: '该预警已被他人处理' }), false);
    expect(reason).toMatchObject({ status: 'refused', label: '服务器拒绝', canRetry: false });
    expect(reason.text).toContain('该预警已被他人处理');
  });

  it('a send without an answer, or with none noted (the page left mid-send), is 无应答 and may be retried', () => {
    expect(reasonOf(entryWith({ kind: 'noAnswer', at: AT }), false)).toMatchObject({ label: '无应答', canRetry: true });
    expect(reasonOf(entryWith(undefined), false)).toMatchObject({ label: '无应答', canRetry: true });
    expect(reasonOf(entryWith({ kind: 'noAnswer', at: AT, message: '服务暂时不可用' }), false).text).toContain(
      '服务暂时不可用',
    );
  });

  it('a form no feature declared for the outbox is retried from its page', () => {
    expect(reasonOf(entryWith({ kind: 'offline', at: AT }, false), false).canRetry).toBe(false);
  });

  it('while 重试 sends, says 发送中 and takes no second tap', () => {
    expect(reasonOf(entryWith({ kind: 'offline', at: AT }), true)).toMatchObject({ label: '发送中', canRetry: false });
  });
});

describe('deleteQuestion', () => {
  it('warns that the server may already have a form sent without an answer', () => {
    expect(deleteQuestion(reasonOf(entryWith({ kind: 'noAnswer', at: AT }), false))).toContain('可能已收到');
    expect(deleteQuestion(reasonOf(entryWith({ kind: 'offline', at: AT }), false))).not.toContain('可能已收到');
  });
});
