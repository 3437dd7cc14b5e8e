import {
  CONTROL_TASK_STATES,
  CONTROLLED_PERSON_STATES,
  isInSubtree,
  mayManageControl,
  PEOPLE_CONTROL_ENDPOINTS,
  type ControlledPersonDetail,
  type ParsedBodyOf,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { AccessLog } from '../access-log/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { invalidControlMove, personNotFound, staleControl, taskNotFound } from './people-control.errors.ts';
import { presentPersonDetail } from './people-control.presenter.ts';
import type { PeopleControlRepository } from './people-control.repository.ts';
import {
  dueOf,
  maySeePersonWhole,
  nextPersonState,
  nextTaskState,
  type PersonAction,
  type TaskAction,
} from './people-control.rules.ts';
import type { ControlledPersonRow, ControlTaskRow } from './people-control.table.ts';

type E = typeof PEOPLE_CONTROL_ENDPOINTS;
type PersonActionBody = ParsedBodyOf<E['lost']>;
/** Who moves: the caller, or the verification's reviewer deciding a visit (any login type). */
export type Actor = Pick<Principal, 'loginType' | 'id' | 'name' | 'orgId'>;

const TASK_ACTION_NAMES: Record<TaskAction, string> = {
  submit: '提交反馈',
  approve: '审核通过',
  return: '退回',
  cancel: '取消',
};
const PERSON_ACTION_NAMES: Record<PersonAction, string> = {
  markLost: '标记失联',
  restore: '恢复管控',
  release: '解除管控',
};

/** The shared steps of people control: scope, permission, versioned moves with their log, the detail. */
export function createControlMoves(deps: {
  db: Db;
  clock: Clock;
  repository: PeopleControlRepository;
  operationLog: OperationLog;
  accessLog: AccessLog;
}) {
  const { db, clock, repository, operationLog, accessLog } = deps;

  /** A person in the caller's subtree, else 404 (ids from another district look missing). */
  async function visiblePerson(caller: Principal, personId: string, tx: Db | Tx = db): Promise<ControlledPersonRow> {
    const person = await repository.person(tx, personId);
    if (!person || !isInSubtree(person.orgPath, caller.orgPath)) throw personNotFound();
    return person;
  }

  async function visibleTask(caller: Principal, taskId: string) {
    const task = await repository.task(db, taskId);
    if (!task || !isInSubtree(task.orgPath, caller.orgPath)) throw taskNotFound();
    return { task, person: await visiblePerson(caller, task.personId) };
  }

  function requireManager(caller: Principal, person: ControlledPersonRow) {
    if (!mayManageControl(caller, person)) throw forbidden('仅派出所/街道管理员及以上可操作');
  }

  /** Every move in the operation log, from → to, with the reason in the remark. */
  async function log(
    tx: Tx,
    caller: Actor,
    entity: { type: 'control_task' | 'controlled_person'; id: string },
    action: string,
    move: { from: string; to: string },
    remark?: string | null,
  ) {
    await operationLog.record(
      {
        actorType: caller.loginType,
        actorId: caller.id,
        orgId: caller.orgId,
        action: `people_control.${action}`,
        entityType: entity.type,
        entityId: entity.id,
        fromState: move.from,
        toState: move.to,
        remark: [`${move.from} → ${move.to}`, remark].filter(Boolean).join('：'),
      },
      tx,
    );
  }

  /** Moves a task at the version the caller saw; an illegal move or a stale version is a 409. */
  async function moveTask(
    tx: Tx,
    caller: Actor,
    task: ControlTaskRow,
    expectedVersion: number,
    action: TaskAction,
    values: Partial<ControlTaskRow> = {},
    remark?: string | null,
  ): Promise<ControlTaskRow> {
    if (task.version !== expectedVersion) throw staleControl();
    const to = nextTaskState(task.state, action);
    if (!to) throw invalidControlMove(CONTROL_TASK_STATES[task.state], TASK_ACTION_NAMES[action]);
    const moved = await repository.updateTask(tx, task.id, expectedVersion, { ...values, state: to });
    if (!moved) throw staleControl();
    await log(tx, caller, { type: 'control_task', id: task.id }, `task.${action}`, { from: task.state, to }, remark);
    return moved;
  }

  async function movePerson(
    tx: Tx,
    caller: Principal,
    person: ControlledPersonRow,
    body: PersonActionBody,
    action: PersonAction,
  ): Promise<ControlledPersonRow> {
    if (person.version !== body.version) throw staleControl();
    const to = nextPersonState(person.state, action);
    if (!to) throw invalidControlMove(CONTROLLED_PERSON_STATES[person.state], PERSON_ACTION_NAMES[action]);
    const moved = await repository.updatePerson(tx, person.id, body.version, { state: to, updatedAt: clock.now() });
    if (!moved) throw staleControl();
    await log(
      tx,
      caller,
      { type: 'controlled_person', id: person.id },
      `person.${action}`,
      { from: person.state, to },
      body.reason,
    );
    return moved;
  }

  async function detail(caller: Principal, personId: string): Promise<ControlledPersonDetail> {
    const view = await repository.personView(personId);
    if (!view || !isInSubtree(view.orgPath, caller.orgPath)) throw personNotFound();
    const task = view.currentTaskId ? await repository.task(db, view.currentTaskId) : undefined;
    const isWhole = maySeePersonWhole(caller, view);
    if (isWhole) {
      await accessLog.record({
        actorType: caller.loginType,
        actorId: caller.id,
        orgId: caller.orgId,
        action: 'people_control.view_whole',
        subjectType: 'controlled_person',
        subjectId: view.id,
      });
    }
    return presentPersonDetail(view, task, clock.now(), isWhole);
  }

  /** A new period for a person under control, starting at `periodStart`. */
  async function openTask(tx: Tx, person: ControlledPersonRow, periodStart: Date) {
    const task = await repository.insertTask(tx, {
      id: newId(),
      personId: person.id,
      orgId: person.orgId,
      orgPath: person.orgPath,
      state: 'PENDING',
      periodStart,
      dueAt: dueOf(periodStart, person.level),
      createdAt: clock.now(),
    });
    await repository.mirrorTask(tx, person.id, {
      currentTaskId: task.id,
      nextDueAt: task.dueAt,
      taskState: task.state,
      updatedAt: clock.now(),
    });
  }

  return { visiblePerson, visibleTask, requireManager, moveTask, movePerson, log, detail, openTask };
}
export type ControlMoves = ReturnType<typeof createControlMoves>;
