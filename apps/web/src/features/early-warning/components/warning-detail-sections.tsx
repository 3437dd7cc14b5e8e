import { FeedbackPhotos } from '../../file';
import { VictimContact } from './victim-contact';
import { VisitChecklistView } from './visit-checklist';
import { List, Steps, Tag } from 'antd-mobile';
import {
  CONTACT_TARGETS,
  DEFRAUDED,
  DISSUASION,
  FEEDBACK_CHANNELS,
  WARNING_STEPS,
  WARNING_TIMELINE_EVENTS,
  type FeedbackRecord,
  type WarningDetail,
  type WarningTimelineEntry,
} from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import { formatSeconds, kindName } from '../lib/format';
import styles from './warning-detail-sections.module.css';

/** 信息预警 → 信息分发 → 反馈处置 → 预警回访 at a glance, then each step as it happened, with who and when. */
export function WarningSteps({ detail }: { detail: WarningDetail }) {
  const current = detail.steps.findIndex((step) => !step.done);
  return (
    <>
      <Steps current={current === -1 ? WARNING_STEPS.length : current} data-testid="warning-steps">
        {detail.steps.map((step) => (
          <Steps.Step key={step.name} title={step.name} status={step.done ? 'finish' : 'wait'} />
        ))}
      </Steps>
      <WarningTimeline timeline={detail.timeline} />
    </>
  );
}

function WarningTimeline({ timeline }: { timeline: WarningTimelineEntry[] }) {
  return (
    <Steps direction="vertical" current={timeline.length - 1} data-testid="warning-timeline">
      {timeline.map((entry, index) => (
        <Steps.Step
          key={index}
          status="finish"
          title={<span data-testid={`timeline-${entry.event}`}>{WARNING_TIMELINE_EVENTS[entry.event]}</span>}
          description={
            <div className={styles.timelineEntry}>
              <div>{[entry.orgName, entry.actorName].filter(Boolean).join(' · ')}</div>
              <div>{formatDateTime(entry.at)}</div>
              {entry.remark ? <div>{entry.remark}</div> : null}
            </div>
          }
        />
      ))}
    </Steps>
  );
}

/** Warning data by kind, victim and suspect (masked unless `isWhole`, with one-tap contact for the holder), linked case. */
export function WarningFacts({ detail }: { detail: WarningDetail }) {
  return (
    <>
      <List header={`预警数据 · ${kindName(detail.kind)}`} mode="card">
        {detail.kind === 'phone' ? (
          <>
            <List.Item extra={detail.suspectPhone ?? '-'}>嫌疑电话</List.Item>
            <List.Item extra={detail.callCount ?? '-'}>通话次数</List.Item>
            <List.Item extra={formatSeconds(detail.callDurationSeconds)}>通话时长</List.Item>
          </>
        ) : null}
        {detail.kind === 'net' ? (
          <List.Item description={<span className={styles.wrap}>{detail.netUrl ?? '-'}</span>}>涉诈网址</List.Item>
        ) : null}
        {detail.kind === 'fund' ? (
          <>
            <List.Item extra={detail.fundAmount ? `${detail.fundAmount} 元` : '-'}>涉案金额</List.Item>
            <List.Item extra={detail.suspectAccount ?? '-'}>对方账户</List.Item>
          </>
        ) : null}
      </List>
      <List header={detail.isWhole ? '受害人' : '受害人（已脱敏）'} mode="card" data-testid="victim-section">
        <List.Item extra={detail.victimName}>姓名</List.Item>
        <List.Item extra={detail.victimPhone || '-'}>手机号</List.Item>
        {detail.canContact ? (
          <List.Item>
            <VictimContact assignmentId={detail.assignmentId} phone={detail.victimPhone} />
          </List.Item>
        ) : null}
        <List.Item extra={detail.victimIdNumber || '-'}>身份证号</List.Item>
        <List.Item extra={detail.victimBankCard ?? '-'}>银行卡号</List.Item>
        <List.Item description={detail.victimAddress ?? '-'}>住址</List.Item>
      </List>
      <List header="嫌疑人" mode="card">
        <List.Item extra={detail.suspectPhone ?? '-'}>电话</List.Item>
        <List.Item extra={detail.suspectAccount ?? '-'}>账号</List.Item>
      </List>
      <List header="关联信息" mode="card">
        <List.Item extra={detail.linkedCaseNo ?? '无'}>关联案件</List.Item>
        {detail.duplicateOfId ? <List.Item extra={detail.duplicateOfId}>重复于预警</List.Item> : null}
      </List>
    </>
  );
}

const names = <K extends string>(map: Record<K, string>, keys: K[] | undefined) =>
  (keys ?? []).map((key) => map[key]).join('、') || '-';

function FeedbackItem({ record }: { record: FeedbackRecord }) {
  return (
    <List.Item
      description={
        <div className={styles.feedback}>
          <div>
            方式：{names(FEEDBACK_CHANNELS, record.channels)} · 对象：{CONTACT_TARGETS[record.contactTarget]}
            {record.relativeName ? `（${record.relativeName}）` : ''}
          </div>
          <div>
            {record.connected ? '已接通' : `未接通（${record.notConnectedReason ?? '-'}）`} ·{' '}
            {DEFRAUDED[record.defrauded]}
            {record.dissuasion ? ` · ${DISSUASION[record.dissuasion]}` : ''}
            {record.result ? ` · ${record.result}` : ''}
          </div>
          {record.visitChecklist?.length ? <VisitChecklistView answers={record.visitChecklist} /> : null}
          {record.remark ? <div>备注：{record.remark}</div> : null}
          {record.photos?.length ? <FeedbackPhotos keys={record.photos} /> : null}
          <div>
            {record.createdByName} · {record.orgName} · {formatDateTime(record.createdAt)}
          </div>
        </div>
      }
    >
      第{record.round}次反馈{' '}
      <Tag color={record.isFinal ? 'success' : 'warning'} fill="outline">
        {record.isFinal ? '最终反馈' : '需二次反馈'}
      </Tag>
    </List.Item>
  );
}

export function FeedbackHistory({ feedbacks }: { feedbacks: FeedbackRecord[] }) {
  return (
    <List header="反馈记录" mode="card" data-testid="feedback-history">
      {feedbacks.length === 0 ? (
        <List.Item>暂无反馈</List.Item>
      ) : (
        feedbacks.map((record) => <FeedbackItem key={record.id} record={record} />)
      )}
    </List>
  );
}
