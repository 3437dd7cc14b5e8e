import { Button } from 'antd-mobile';
import { MAIL_URGE_COOLDOWN_MINUTES, type MailOutboxRecord } from '@afp/contract';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { useUrgeMail } from '../api/mail.mutations';

/** Units that have not signed (or, when feedback is asked, not fed back), returned ones aside. */
export const laggardsOf = (mail: Pick<MailOutboxRecord, 'progress' | 'needsFeedback'>): number =>
  mail.progress.total - mail.progress.returned - (mail.needsFeedback ? mail.progress.fedBack : mail.progress.signed);

/** 一键催办: every unit not signed or fed back at once, recorded, with the cooldown (detail and sign list). */
export function UrgeButton({
  mail,
}: {
  mail: Pick<MailOutboxRecord, 'id' | 'progress' | 'needsFeedback'> & { urgeCooldownUntil: string | null };
}) {
  const urge = useUrgeMail();
  const laggards = laggardsOf(mail);
  const handleUrge = async () => {
    if (mail.urgeCooldownUntil) {
      showToast(`催办过于频繁，请${MAIL_URGE_COOLDOWN_MINUTES}分钟后再试`);
      return;
    }
    if (!(await showConfirm(`向${laggards}个未签收或未反馈的单位发送催办？`))) return;
    urge.mutate({ id: mail.id }, { onSuccess: () => showToast('催办成功'), onError: toastError });
  };
  return (
    <Button
      color="warning"
      data-testid="mail-urge-button"
      disabled={laggards <= 0}
      loading={urge.isPending}
      onClick={() => void handleUrge()}
    >
      一键催办（{laggards}）
    </Button>
  );
}
