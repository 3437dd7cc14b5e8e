import { useState } from 'react';
import { CapsuleTabs, Tag } from 'antd-mobile';
import {
  CARD_CONCLUSIONS,
  CARD_COUNTER_ANSWERS,
  CARD_OUTCOMES,
  CARD_PARTNER_STATES,
  CARD_TYPES,
  cardPartnerStateOf,
  type CardPartnerState,
  type PartnerCardRecord,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { InfiniteList } from '../../../components/infinite-list';
import { ListCard } from '../../../components/list-card';
import { formatDateTime } from '../../../lib/date-time';
import { cardFeedbackKeys, fetchPartnerCardPage, type PartnerCardFilter } from '../api/card-feedback.queries';
import { CardDeadline } from './card-deadline';
import { hitReasonsText, RiskTag } from './card-record-card';
import styles from './card-record-card.module.css';

const ANSWER_COLOR = { ALLOW: 'success', DISCOURAGE: 'danger', CHECKING: 'warning' } as const;
/** 待核查 first: what the counter is still waiting for. */
const FILTERS: [PartnerCardFilter, string][] = [
  ...(Object.entries(CARD_PARTNER_STATES) as [CardPartnerState, string][]),
  ['ALL', '全部'],
];

/** The one answer for the customer at the counter; while checking, the time the guard has left. */
function CounterAnswer({ record }: { record: PartnerCardRecord }) {
  return (
    <span data-testid="partner-card-answer" data-answer={record.answer} className={styles.answer}>
      <Tag color={ANSWER_COLOR[record.answer]}>{CARD_COUNTER_ANSWERS[record.answer]}</Tag>
      {record.answer === 'CHECKING' ? <CardDeadline record={record} /> : null}
    </span>
  );
}

/** One check of the partner's outlet: the applicant masked, the risk, and the answer for the counter. */
function PartnerCardRecordCard({ record }: { record: PartnerCardRecord }) {
  return (
    <ListCard
      testId={`partner-card-record-${record.id}`}
      state={record.state}
      before={<RiskTag risk={record.riskResult} />}
      title={record.applicantName}
      extra={<span className={styles.state}>{CARD_PARTNER_STATES[cardPartnerStateOf(record.state)]}</span>}
    >
      {fieldRow('核查结果', <CounterAnswer record={record} />)}
      {fieldRow('办理网点', record.outletName)}
      {fieldRow('开卡类型', `${CARD_TYPES[record.cardType]}（${record.institution}）`)}
      {fieldRow('证件号码', record.applicantIdNumber)}
      {fieldRow('命中原因', hitReasonsText(record.hitReasons))}
      {fieldRow('核查单位', record.orgName)}
      {fieldRow('推送时间', formatDateTime(record.createdAt))}
      {record.conclusion ? fieldRow('核实结论', CARD_CONCLUSIONS[record.conclusion]) : null}
      {record.outcome ? fieldRow('办理结果', CARD_OUTCOMES[record.outcome]) : null}
      {record.answeredAt ? fieldRow('反馈时间', formatDateTime(record.answeredAt)) : null}
    </ListCard>
  );
}

/**
 * 开卡核查 for a partner (cooperation login): the checks of its own outlets, 待核查 first, each with
 * its answer for the counter — the partner's read of the field-work feature (DESIGN §4.5).
 */
export function PartnerCardRecords() {
  const [state, setState] = useState<PartnerCardFilter>('PENDING');
  return (
    <>
      <CapsuleTabs activeKey={state} onChange={(key) => setState(key as PartnerCardFilter)}>
        {FILTERS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`partner-card-filter-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<PartnerCardRecord>
        queryKey={cardFeedbackKeys.partner(state)}
        fetchPage={(cursor) => fetchPartnerCardPage(state, cursor)}
        itemKey={(record) => record.id}
        emptyText={state === 'PENDING' ? '暂无待核查的开卡申请' : '暂无本单位网点的开卡核查'}
        header={(total) => (
          <div data-testid="partner-card-total" className={styles.total}>
            共 {total} 条
          </div>
        )}
        renderItem={(record) => <PartnerCardRecordCard record={record} />}
        testId="partner-card-list"
      />
    </>
  );
}
