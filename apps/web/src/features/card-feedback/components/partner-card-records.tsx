import { Card, Space, Tag } from 'antd-mobile';
import {
  CARD_ADVICES,
  CARD_CONCLUSIONS,
  CARD_OUTCOMES,
  CARD_RECORD_STATES,
  CARD_TYPES,
  PARTNER_CARD_FEEDBACK_ENDPOINTS,
  type PartnerCardRecord,
} from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import { InfiniteList } from '../../../components/infinite-list';
import { call } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/date-time';
import { cardFeedbackKeys } from '../api/card-feedback.queries';
import { hitReasonsText, RiskTag } from './card-record-card';
import styles from './card-record-card.module.css';

const fetchPartnerPage = (cursor: string | undefined) =>
  call(PARTNER_CARD_FEEDBACK_ENDPOINTS.page, { query: { cursor } });

/** One check of the partner's outlet: the applicant masked, the risk, and the guard's advice once given. */
function PartnerCardRecordCard({ record }: { record: PartnerCardRecord }) {
  return (
    <Card
      data-testid={`partner-card-record-${record.id}`}
      data-state={record.state}
      className={styles.card}
      title={
        <Space align="center">
          <RiskTag risk={record.riskResult} />
          <span className={styles.name}>{record.applicantName}</span>
        </Space>
      }
      extra={<span className={styles.state}>{CARD_RECORD_STATES[record.state]}</span>}
    >
      {fieldRow('办理网点', record.outletName)}
      {fieldRow('开卡类型', `${CARD_TYPES[record.cardType]}（${record.institution}）`)}
      {fieldRow('证件号码', record.applicantIdNumber)}
      {fieldRow('命中原因', hitReasonsText(record.hitReasons))}
      {fieldRow('核查单位', record.orgName)}
      {fieldRow('推送时间', formatDateTime(record.createdAt))}
      {record.advice ? (
        <div data-testid="partner-card-advice">
          {fieldRow(
            '处置建议',
            <Tag color={record.advice === 'DISCOURAGE' ? 'danger' : 'success'}>{CARD_ADVICES[record.advice]}</Tag>,
          )}
          {record.conclusion ? fieldRow('核实结论', CARD_CONCLUSIONS[record.conclusion]) : null}
          {record.outcome ? fieldRow('办理结果', CARD_OUTCOMES[record.outcome]) : null}
          {fieldRow('反馈时间', formatDateTime(record.answeredAt))}
        </div>
      ) : (
        fieldRow('处置建议', '核查中，请稍候')
      )}
    </Card>
  );
}

/**
 * 开卡核查 for a partner (cooperation login): the checks of its own outlets with the guards' advice
 * — the partner's read of the field-work feature (DESIGN §4.5).
 */
export function PartnerCardRecords() {
  return (
    <InfiniteList<PartnerCardRecord>
      queryKey={[...cardFeedbackKeys.all, 'partner']}
      fetchPage={fetchPartnerPage}
      itemKey={(record) => record.id}
      emptyText="暂无本单位网点的开卡核查"
      header={(total) => <div data-testid="partner-card-total">共 {total} 条</div>}
      renderItem={(record) => <PartnerCardRecordCard record={record} />}
      testId="partner-card-list"
    />
  );
}
