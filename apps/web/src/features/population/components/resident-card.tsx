import { Card } from 'antd-mobile';
import type { ResidentRecord } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { ResidentTags } from './resident-tags';
import styles from './resident-card.module.css';

export const appLabel = (installed: boolean) => (installed ? '已安装' : '未安装');
export const publicityLabel = (at: string | null) => (at ? formatDateTime(at).slice(0, 10) : '未宣传');

/** One resident of the list, masked as the server sends them. */
export function ResidentCard({ resident, onOpen }: { resident: ResidentRecord; onOpen: () => void }) {
  return (
    <Card
      data-testid={`resident-card-${resident.id}`}
      className={styles.card}
      onBodyClick={onOpen}
      title={<span className={styles.name}>{resident.name}</span>}
      extra={<ResidentTags tags={resident.tags} />}
    >
      {fieldRow('手机号', resident.phone)}
      {fieldRow('身份证号', resident.idNumber)}
      {fieldRow('所属社区', `${resident.streetName} ${resident.orgName}`)}
      {fieldRow('反诈APP', appLabel(resident.appInstalled))}
      {fieldRow('最近宣传', publicityLabel(resident.lastPublicityAt))}
    </Card>
  );
}
