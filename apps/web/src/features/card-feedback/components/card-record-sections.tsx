import { List } from 'antd-mobile';
import {
  CARD_ADVICES,
  CARD_CONCLUSIONS,
  CARD_FEEDBACK_METHODS,
  CARD_OUTCOMES,
  CARD_RECORD_STATES,
  CARD_RISK_SIGNS,
  CARD_TYPES,
  type CardFeedback,
  type CardRecordDetail,
} from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import { CardDeadlineDetail } from './card-deadline';
import { hitReasonsText, RiskTag } from './card-record-card';

const item = (title: string, value: string | null | undefined, testId?: string) => (
  <List.Item key={title} extra={<span data-testid={testId}>{value || '-'}</span>}>
    {title}
  </List.Item>
);

/** The check as the outlet sent it: applicant, outlet, card, risk result and why. */
export function CardCheckSection({ record }: { record: CardRecordDetail }) {
  return (
    <>
      <List header="申请人" mode="card">
        {item('姓名', record.applicantName, 'card-applicant-name')}
        {item('身份证号', record.applicantIdNumber)}
        {item('手机号', record.applicantPhone, 'card-applicant-phone')}
      </List>
      <List header="开卡信息" mode="card">
        {item('记录编号', record.recordNo)}
        {item('办理网点', record.outletName)}
        {item('所属机构', `${record.institution}（${record.partnerOrgName}）`)}
        {item('开卡类型', CARD_TYPES[record.cardType])}
        {item('卡号', record.cardNumber)}
        {item('办理用途', record.purpose)}
        {item('涉及金额', record.amountAtStake ? `${record.amountAtStake}元` : null)}
        {item('核验时间', formatDateTime(record.checkedAt))}
        {item('客户是否在场等待', record.customerWaiting ? '是' : '否')}
      </List>
      <List header="风险研判" mode="card">
        <List.Item extra={<RiskTag risk={record.riskResult} />}>风险结果</List.Item>
        {item('命中原因', hitReasonsText(record.hitReasons), 'card-hit-reasons')}
        {item('网点勾选的风险迹象', record.riskSigns.map((sign) => CARD_RISK_SIGNS[sign]).join('、'))}
      </List>
      <List header="处置" mode="card">
        {item('状态', CARD_RECORD_STATES[record.state], 'card-state')}
        {item('辖区单位', record.orgName)}
        {item('处置卫士', record.assigneeName ?? '待分配')}
        <List.Item extra={<CardDeadlineDetail record={record} />}>反馈时限</List.Item>
        {record.returnReason ? item('退回原因', record.returnReason) : null}
      </List>
    </>
  );
}

/** The guard's answer to the outlet. */
export function CardFeedbackSection({ feedback }: { feedback: CardFeedback }) {
  return (
    <List header="反馈结果" mode="card" data-testid="card-feedback-result">
      {item('核实方式', CARD_FEEDBACK_METHODS[feedback.method])}
      {item('核实结论', CARD_CONCLUSIONS[feedback.conclusion])}
      {item('给网点的建议', CARD_ADVICES[feedback.advice], 'card-advice')}
      {item('办理结果', CARD_OUTCOMES[feedback.outcome])}
      {item('避免损失金额', feedback.amountProtected ? `${feedback.amountProtected}元` : null)}
      {item('核实情况', feedback.content)}
      {item('反馈人', `${feedback.fedBackByName} ${formatDateTime(feedback.fedBackAt)}`)}
    </List>
  );
}
