import {
  CONTROL_LABELS,
  CONTROL_LEVELS,
  CONTROL_VISIT_METHODS,
  CONTROL_VISIT_RESULTS,
  type ControlVisit,
  type ControlledPerson,
  type ControlledPersonDetail,
  type ControlTask,
} from '@afp/contract';
import { maskIdNumber, maskPhone } from '../../core/personal-data.ts';
import type {
  ControlledPersonListRow,
  ControlledPersonView,
  VisitForVerification,
} from './people-control.repository.ts';
import { isOverdue, missedPeriods } from './people-control.rules.ts';
import type { ControlVisitRow, ControlTaskRow } from './people-control.table.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The only place a person row becomes JSON: lists always masked, the detail whole only when granted. */
export function presentPerson(row: ControlledPersonListRow, now: Date, { isWhole = false } = {}): ControlledPerson {
  const overdue = isOverdue({ state: row.taskState, dueAt: row.nextDueAt }, now);
  return {
    id: row.id,
    name: row.name,
    // Lists show the stored masks; a row from before them (until data:reencrypt) is masked here.
    idNumber:
      isWhole && row.idNumber !== undefined ? row.idNumber : (row.idNumberMasked ?? maskIdNumber(row.idNumber ?? null)),
    phone: isWhole && row.phone !== undefined ? row.phone : (row.phoneMasked ?? maskPhone(row.phone ?? null)),
    label: row.label,
    level: row.level,
    state: row.state,
    version: row.version,
    orgId: row.orgId,
    orgName: row.orgName,
    orgPath: row.orgPath,
    guardName: row.guardName,
    nextDueAt: row.nextDueAt.toISOString(),
    taskState: row.taskState,
    isOverdue: overdue,
    missedCount: row.missedCount + (overdue ? missedPeriods(row.nextDueAt, now, row.level) : 0),
    lastVisitedAt: iso(row.lastVisitedAt),
  };
}

export const presentTask = (task: ControlTaskRow, now: Date): ControlTask => ({
  id: task.id,
  state: task.state,
  version: task.version,
  periodStart: task.periodStart.toISOString(),
  dueAt: task.dueAt.toISOString(),
  isOverdue: isOverdue(task, now),
  returnReason: task.returnReason,
});

export const presentPersonDetail = (
  row: ControlledPersonView,
  task: ControlTaskRow | undefined,
  now: Date,
  isWhole: boolean,
): ControlledPersonDetail => ({
  ...presentPerson(row, now, { isWhole }),
  address: row.address,
  currentTask: task ? presentTask(task, now) : null,
});

export const presentVisit = (row: ControlVisitRow): ControlVisit => ({
  id: row.id,
  personId: row.personId,
  taskId: row.taskId,
  method: row.method,
  result: row.result,
  address: row.address,
  latitude: row.latitude,
  longitude: row.longitude,
  content: row.content,
  photos: row.photos,
  commitments: row.commitments,
  state: row.state,
  isLate: row.isLate,
  submittedByName: row.submittedByName,
  submittedAt: row.submittedAt.toISOString(),
  reviewedByName: row.reviewedByName,
  reviewedAt: iso(row.reviewedAt),
  reviewReason: row.reviewReason,
});

/** A submitted visit as the verify/review detail shows it (the person's visit history is the link). */
export const describeVisit = (visit: VisitForVerification) => ({
  lines: [
    {
      label: '管控人员',
      value: `${visit.personName}（${CONTROL_LABELS[visit.label]}，${CONTROL_LEVELS[visit.level]}）`,
    },
    { label: '走访方式', value: CONTROL_VISIT_METHODS[visit.method] },
    { label: '走访结果', value: CONTROL_VISIT_RESULTS[visit.result] },
    { label: '走访地点', value: visit.address },
    { label: '走访情况', value: visit.content },
    { label: '照片 / 承诺书', value: `${visit.photos.length}张 / ${visit.commitments.length}份` },
    { label: '提交人', value: `${visit.submittedByName}${visit.isLate ? '（逾期提交）' : ''}` },
  ],
  link: `${CONTROL_VISIT_HISTORY_PATH}?id=${visit.personId}`,
});
/** The web route of a person's visit history (apps/web config/routes.ts `controlVisitHistory`). */
const CONTROL_VISIT_HISTORY_PATH = '/pages/packageSubGuard/people-control/feedback-detail/feedback-detail';
