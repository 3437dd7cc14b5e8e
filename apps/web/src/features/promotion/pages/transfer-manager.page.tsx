import { Button, Card, List, Radio } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ADMIN_TRANSFER_STATES, type AdminTransfer, type AdminTransferAction } from '@afp/contract';
import { EmptyState } from '../../../components/empty-state';
import { fieldRow } from '../../../components/field-row';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { SubmitFooter } from '../../../components/submit-footer';
import { formatDateTime } from '../../../lib/date-time';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { useAdminTransferMoves } from '../api/promotion.mutations';
import { adminTransferQuery } from '../api/promotion.queries';
import { refreshLoginInfo, useFreshSessionRoles } from '../../auth';
import styles from './promotion.page.module.css';

const CONFIRM: Record<AdminTransferAction, (offer: AdminTransfer) => string> = {
  accept: (offer) => `确认接任${offer.orgName}的队伍管理员？接受后${offer.fromName}将成为普通队员。`,
  decline: () => '确认拒绝接任管理员？',
  cancel: (offer) => `确认撤销对${offer.toName}的转让？`,
};
const DONE: Record<AdminTransferAction, string> = {
  accept: '您已成为队伍管理员',
  decline: '已拒绝',
  cancel: '已撤销转让',
};

function OfferCard({
  offer,
  actions,
  onMove,
  busy,
}: {
  offer: AdminTransfer;
  actions: AdminTransferAction[];
  onMove: (action: AdminTransferAction, offer: AdminTransfer) => void;
  busy: boolean;
}) {
  const LABEL: Record<AdminTransferAction, string> = { accept: '接受', decline: '拒绝', cancel: '撤销转让' };
  return (
    <Card className={styles.qrCard} data-testid="admin-transfer-offer" data-state={offer.state}>
      {fieldRow('转让人', offer.fromName)}
      {fieldRow('接任人', offer.toName)}
      {fieldRow('队伍', offer.orgName)}
      {fieldRow('状态', ADMIN_TRANSFER_STATES[offer.state])}
      {fieldRow('发起时间', formatDateTime(offer.createdAt))}
      <div className={styles.actions}>
        {actions.map((action) => (
          <Button
            key={action}
            block
            color={action === 'accept' ? 'primary' : 'default'}
            fill={action === 'accept' ? 'solid' : 'outline'}
            disabled={busy}
            data-testid={`admin-transfer-${action}`}
            onClick={() => onMove(action, offer)}
          >
            {LABEL[action]}
          </Button>
        ))}
      </div>
    </Card>
  );
}

/** 转让管理员: the team admin offers the role to a member; the member accepts or declines. */
export default function TransferManagerPage() {
  useFreshSessionRoles();
  const overview = useQuery(adminTransferQuery());
  const { offer, move } = useAdminTransferMoves();
  const [chosen, setChosen] = useState<string | null>(null);
  const state = queryState(overview);
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const data = state.data;

  const onMove = async (action: AdminTransferAction, target: AdminTransfer) => {
    if (!(await showConfirm(CONFIRM[action](target)))) return;
    move.mutate(
      { action, body: { id: target.id, version: target.version } },
      {
        onSuccess: () => {
          showToast(DONE[action]);
          if (action === 'accept') void refreshLoginInfo();
        },
        onError: toastError,
      },
    );
  };
  const onOffer = async () => {
    const member = data.members.find((m) => m.id === chosen);
    if (!member) {
      showToast('请选择接任的队员');
      return;
    }
    if (!(await showConfirm(`确认将队伍管理员转让给${member.name}？对方接受后您将成为普通队员。`))) return;
    offer.mutate(member.id, { onSuccess: () => showToast('已发起转让，等待对方确认'), onError: toastError });
  };

  return (
    <PageShell bodyClassName={styles.body}>
      {data.incoming.map((item) => (
        <OfferCard key={item.id} offer={item} actions={['accept', 'decline']} onMove={onMove} busy={move.isPending} />
      ))}
      {data.outgoing ? (
        <OfferCard offer={data.outgoing} actions={['cancel']} onMove={onMove} busy={move.isPending} />
      ) : data.canOffer ? (
        data.members.length === 0 ? (
          <EmptyState
            title="暂无可接任的队员"
            description="队伍中没有可接任管理员的在岗队员"
            testId="admin-transfer-no-members"
          />
        ) : (
          <>
            <List header="选择接任的队员" mode="card">
              <Radio.Group value={chosen} onChange={(value) => setChosen(String(value))}>
                {data.members.map((member) => (
                  // The whole row picks the member, not only the radio's circle and name.
                  <List.Item
                    key={member.id}
                    description={member.phone}
                    arrowIcon={false}
                    onClick={() => setChosen(member.id)}
                    data-testid="admin-transfer-member"
                  >
                    <Radio value={member.id}>{member.name}</Radio>
                  </List.Item>
                ))}
              </Radio.Group>
            </List>
            <SubmitFooter testId="admin-transfer-submit" isSubmitting={offer.isPending} onSubmit={() => void onOffer()}>
              转让管理员
            </SubmitFooter>
          </>
        )
      ) : data.incoming.length === 0 ? (
        <EmptyState title="暂无转让" description="只有队伍管理员可以转让管理员" testId="admin-transfer-none" />
      ) : null}
    </PageShell>
  );
}
