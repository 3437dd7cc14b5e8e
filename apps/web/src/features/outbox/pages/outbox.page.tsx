import { EmptyState } from '../../../components/empty-state';
import { PageShell } from '../../../components/page-shell';
import { removeDraft } from '../../../lib/drafts';
import { showConfirm, showToast } from '../../../lib/feedback';
import { navigateTo } from '../../../lib/navigation';
import { isOnline, resend, useOutbox, type OutboxEntry } from '../../../lib/outbox';
import { OutboxCard } from '../components/outbox-card';
import { deleteQuestion, reasonOf, type OutboxReason } from '../outbox.rules';

/**
 * 待发送 (issue 25): every form of this account waiting to be sent — submitted offline, sent
 * without an answer, or refused — oldest first, with when and why; 重试 sends it with its own
 * idempotency key (never applied twice), 删除 forgets it. The list follows every send as it ends.
 */
export default function OutboxPage() {
  const { entries, resending } = useOutbox();

  const handleRetry = async (entry: OutboxEntry) => {
    if (!isOnline()) {
      showToast('当前无网络，请恢复网络后重试');
      return;
    }
    if (await resend(entry.draftKey)) showToast(`${entry.title}已发送`);
  };

  const handleDelete = async (entry: OutboxEntry, reason: OutboxReason) => {
    if (!(await showConfirm(deleteQuestion(reason)))) return;
    removeDraft(entry.draftKey);
    showToast('已删除');
  };

  return (
    <PageShell>
      {entries.length === 0 ? (
        <EmptyState
          title="没有待发送的表单"
          description="没有网络或被服务器退回的提交会在这里等待发送"
          testId="outbox-empty"
        />
      ) : (
        <div data-testid="outbox-list">
          {entries.map((entry) => {
            const reason = reasonOf(entry, resending.includes(entry.draftKey));
            const { formLink } = entry.pending;
            return (
              <OutboxCard
                key={entry.draftKey}
                entry={entry}
                reason={reason}
                onOpen={formLink ? () => navigateTo(formLink) : undefined}
                onRetry={() => void handleRetry(entry)}
                onDelete={() => void handleDelete(entry, reason)}
              />
            );
          })}
        </div>
      )}
    </PageShell>
  );
}
