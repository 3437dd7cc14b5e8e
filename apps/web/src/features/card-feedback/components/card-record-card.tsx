import { Tag } from 'antd-mobile';
import { CARD_HIT_REASONS, CARD_RECORD_STATES, CARD_RISK_RESULTS, CARD_TYPES, type CardRecord } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { CardDeadline } from './card-deadline';
import styles from './card-record-card.module.css';

const RISK_COLOR = { GREEN: 'success', YELLOW: 'warning', RED: 'danger' } as const;

export const RiskTag = ({ risk }: { risk: CardRecord['riskResult'] }) => (
  <Tag color={RISK_COLOR[risk]} fill="outline">
    {CARD_RISK_RESULTS[risk]}
  </Tag>
);

export const hitReasonsText = (reasons: CardRecord['hitReasons']) =>
  reasons.map((reason) => CARD_HIT_REASONS[reason]).join('、') || '无';

/** One card-opening check in a list: applicant (masked), outlet, risk, state and the countdown. */
export function CardRecordCard({ record, onOpen }: { record: CardRecord; onOpen: () => void }) {
  return (
    <ListCard
      testId={`card-record-${record.id}`}
      state={record.state}
      onOpen={onOpen}
      before={<RiskTag risk={record.riskResult} />}
      title={record.applicantName}
      after={
        record.isOverdue ? (
          <Tag color="danger" data-testid="card-overdue">
            超时
          </Tag>
        ) : null
      }
      extra={<span className={styles.state}>{CARD_RECORD_STATES[record.state]}</span>}
    >
      {fieldRow('办理网点', record.outletName)}
      {fieldRow('开卡类型', `${CARD_TYPES[record.cardType]}（${record.institution}）`)}
      {fieldRow('命中原因', hitReasonsText(record.hitReasons))}
      {fieldRow('处置卫士', record.assigneeName ?? '待分配')}
      {fieldRow('推送时间', formatDateTime(record.createdAt))}
      <CardDeadline record={record} />
    </ListCard>
  );
}
