import { Button, Tag } from 'antd-mobile';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import type { OutboxEntry } from '../../../lib/outbox';
import type { OutboxReason, OutboxStatus } from '../outbox.rules';

const TAG_COLORS: Record<OutboxStatus, 'primary' | 'warning' | 'danger'> = {
  sending: 'primary',
  offline: 'warning',
  noAnswer: 'warning',
  refused: 'danger',
};

/** One waiting submission: what, when, why; 重试 or 去修改, and 删除. A tap opens its form with the draft. */
export function OutboxCard({
  entry,
  reason,
  onOpen,
  onRetry,
  onDelete,
}: {
  entry: OutboxEntry;
  reason: OutboxReason;
  onOpen?: () => void;
  onRetry: () => void;
  onDelete: () => void;
}) {
  const { pending } = entry;
  return (
    <ListCard
      testId="outbox-item"
      state={reason.status}
      attributes={{ 'data-draft-key': entry.draftKey }}
      title={entry.title}
      after={
        <Tag color={TAG_COLORS[reason.status]} fill="outline" data-testid="outbox-reason-tag">
          {reason.label}
        </Tag>
      }
      onOpen={onOpen}
      actions={
        <>
          <Button size="small" color="danger" fill="outline" onClick={onDelete} data-testid="outbox-delete">
            删除
          </Button>
          {reason.status === 'refused' || !entry.canResend ? (
            onOpen ? (
              <Button size="small" color="primary" onClick={onOpen} data-testid="outbox-edit">
                去修改
              </Button>
            ) : null
          ) : (
            <Button
              size="small"
              color="primary"
              loading={reason.status === 'sending'}
              disabled={!reason.canRetry}
              onClick={onRetry}
              data-testid="outbox-retry"
            >
              重试
            </Button>
          )}
        </>
      }
    >
      {pending.subject ? fieldRow('对象', pending.subject) : null}
      {fieldRow('提交时间', formatDateTime(pending.queuedAt))}
      {fieldRow('原因', <span data-testid="outbox-reason">{reason.text}</span>)}
    </ListCard>
  );
}
