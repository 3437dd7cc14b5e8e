import {
  formatChinaDateTime,
  COOPERATION_MEASURE_RESULTS,
  COOPERATION_STEP_KINDS,
  COOPERATION_STEP_STATES,
  COOPERATION_TASK_STATES,
  COOPERATION_TASK_TYPES,
  extensionHoursLabel,
  type CooperationFeedback,
  type CooperationTaskDetail,
} from '@afp/contract';
import { streamedSheet, type XlsxFile } from '../file/index.ts';

const time = (at: string | null) => (at ? formatChinaDateTime(new Date(at)) : '');
const yuan = (amount: string | null) => (amount ? `${amount} 元` : '');

/** What the partner answered, as a bank's 止付冻结 system records it (only the fields given). */
function feedbackLines(feedback: CooperationFeedback): [string, string][] {
  const lines: [string, string | null][] = [
    ['账户', feedback.account],
    ['户名', feedback.accountName],
    ['开户行', feedback.bankName],
    ['金额', yuan(feedback.amount)],
    ['余额', yuan(feedback.balance)],
    ['结果', feedback.result ? COOPERATION_MEASURE_RESULTS[feedback.result] : null],
    ['原因', feedback.resultReason],
    ['案件编号', feedback.caseNumber],
    ['文书号', feedback.documentNumber],
    ['号码', feedback.number],
    ['办理时间', time(feedback.doneAt)],
    ['协查结果', feedback.answer],
    ['处理情况', feedback.content],
    ['反馈人', feedback.fedBackByName],
    ['反馈时间', time(feedback.fedBackAt)],
  ];
  return lines.filter((line): line is [string, string] => Boolean(line[1]));
}

/**
 * A task as a receipt 回执 (.xlsx): what was asked, each step of a measure and every answer, one
 * 项目 / 内容 row each — what a bank files and the centre attaches to its case.
 */
export function cooperationReceipt(task: CooperationTaskDetail, now: Date): XlsxFile {
  const head: [string, string | null][] = [
    ['任务标题', task.title],
    ['任务类型', COOPERATION_TASK_TYPES[task.type]],
    ['任务状态', COOPERATION_TASK_STATES[task.state]],
    ['下发单位', `${task.issuerOrgName}（${task.issuerName}）`],
    ['合作单位', task.partnerOrgName],
    ['下发时间', time(task.issuedAt)],
    ['办理时限', time(task.deadlineAt)],
    ['涉案账户', task.subjectAccount],
    ['涉案金额', yuan(task.requestedAmount)],
    ['关停号码', task.subjectNumber],
    ['任务内容', task.content],
    ['措施有效期至', time(task.measureExpiresAt)],
  ];
  const steps = task.steps.map((step): [string, string] => [
    `${COOPERATION_STEP_KINDS[step.kind]}（${COOPERATION_STEP_STATES[step.state]}）`,
    [
      `发起 ${time(step.requestedAt)}`,
      step.extensionHours ? `延长 ${extensionHoursLabel(step.extensionHours)}` : '',
      step.note ? `原因：${step.note}` : '',
      step.doneAt ? `办理 ${time(step.doneAt)}` : '',
      step.expiresAt ? `有效期至 ${time(step.expiresAt)}` : '',
    ]
      .filter(Boolean)
      .join('；'),
  ]);
  const answers = task.feedbacks.flatMap((feedback, index): [string, string][] => [
    [`反馈 ${index + 1}`, feedback.stepKind ? `${COOPERATION_STEP_KINDS[feedback.stepKind]}反馈` : '任务反馈'],
    ...feedbackLines(feedback),
  ]);
  const rows = [...head, ...steps, ...answers]
    .filter((line): line is [string, string] => Boolean(line[1]))
    .map(([name, value]) => ({ name, value }));
  return streamedSheet({
    name: '协作回执',
    // A title may hold characters a file name cannot.
    fileName: `协作回执_${task.title.replace(/[\\/:*?"<>|]/g, '_')}_${time(now.toISOString()).slice(0, 10)}.xlsx`,
    columns: [
      { header: '项目', key: 'name', width: 16 },
      { header: '内容', key: 'value', width: 60, style: { alignment: { wrapText: true, vertical: 'top' } } },
    ],
    rows,
    note: `导出时间：${time(now.toISOString())}`,
  });
}
