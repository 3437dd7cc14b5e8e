import { Card, Tag } from 'antd-mobile';
import { PUBLICITY_RECORD_STATES, PUBLICITY_RECORD_TYPES, type PublicityRecord } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { PlaceText } from '../../../components/place-text';
import { formatDateTime } from '../../../lib/date-time';
import { stateColor } from '../publicity.rules';
import styles from './publicity-card.module.css';

/** One publicity record: type and state, who, where, when and the figures; a refusal shows its reason. */
export function RecordCard({ record, onOpen }: { record: PublicityRecord; onOpen: () => void }) {
  return (
    <Card
      data-testid={`publicity-record-${record.id}`}
      className={styles.card}
      onBodyClick={onOpen}
      title={PUBLICITY_RECORD_TYPES[record.type]}
      extra={<Tag color={stateColor(record.state)}>{PUBLICITY_RECORD_STATES[record.state]}</Tag>}
    >
      {fieldRow('卫士', `${record.guardName}（${record.orgName}）`)}
      {fieldRow('时间', formatDateTime(record.occurredAt))}
      {fieldRow('地点', <PlaceText place={record} />)}
      {fieldRow('受众', `${record.audience}人，资料${record.flyers}份，装APP ${record.appInstalls}人`)}
      {record.refuseReason ? <div className={styles.refused}>退回原因：{record.refuseReason}</div> : null}
    </Card>
  );
}
