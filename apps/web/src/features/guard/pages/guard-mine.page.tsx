import { Button, List } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ElderModeSwitch } from '../../../components/elder-mode';
import { PageShell } from '../../../components/page-shell';
import { confirmLogout, loginInfoQuery } from '../../auth';
import { OutboxMineEntry } from '../../outbox';
import { GuardProfileEditor, MinePromotion } from '../../promotion';
import { useSession } from '../../../lib/session/session.store';
import { guardProfileQuery, refreshGuardProfile } from '../api/guard-profile.api';
import styles from './guard-mine.page.module.css';

/**
 * 我的: profile (editable; saving refreshes the guard profile, spec §4), forms waiting to be sent, my QR codes, my figures,
 * transfer administrator, and logout — which here also unbinds this workplace identity.
 */
export default function GuardMinePage() {
  const { uid, guardUser, phone, guardArea, guardStreet, ddName, hasLogin } = useSession();
  const { data: loginInfo } = useQuery(loginInfoQuery(hasLogin));
  useQuery(guardProfileQuery(uid, hasLogin));
  const [editing, setEditing] = useState(false);
  const name = guardUser || loginInfo?.name || ddName;

  return (
    <PageShell showBack={false}>
      <List header="个人信息" mode="card">
        <List.Item
          extra={<span data-testid="mine-name">{name || '-'}</span>}
          onClick={() => setEditing(true)}
          data-testid="mine-edit-profile"
        >
          姓名
        </List.Item>
        <List.Item extra={<span data-testid="mine-phone">{phone || loginInfo?.phone || '-'}</span>}>手机号</List.Item>
        <List.Item extra={loginInfo?.orgName || '-'}>所属单位</List.Item>
        <List.Item extra={[guardArea, guardStreet].filter(Boolean).join(' · ') || '-'}>辖区</List.Item>
      </List>
      <ElderModeSwitch />
      <OutboxMineEntry />
      <MinePromotion />
      <div className={styles.footer}>
        <Button block color="danger" fill="outline" data-testid="logout-button" onClick={() => void confirmLogout()}>
          退出登录
        </Button>
      </div>
      {editing ? (
        <GuardProfileEditor
          uid={uid}
          name={name}
          area={guardArea}
          street={guardStreet}
          onClose={() => setEditing(false)}
          onSaved={() => void refreshGuardProfile()}
        />
      ) : null}
    </PageShell>
  );
}
