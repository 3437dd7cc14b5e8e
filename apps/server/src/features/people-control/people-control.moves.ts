import {
  isInSubtree,
  mayManageControl,
  PEOPLE_CONTROL_ENDPOINTS,
  type ControlledPersonDetail,
  type ParsedBodyOf,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import { move } from '../../core/transition/index.ts';
import type { Db, Tx } from '../../db/client.ts';
import { forbidden } from '../../http/errors.ts';
import { newId } from '../../secrets.ts';
import type { AccessLog } from '../access-log/index.ts';
import { changeRemark, type OperationLog } from '../operation-log/index.ts';
import { personNotFound, taskNotFound } from './people-control.errors.ts';
import { presentPersonDetail } from './people-control.presenter.ts';
import type { PeopleControlRepository } from './people-control.repository.ts';
import { dueOf, maySeePersonWhole, type PersonAction, type TaskAction } from './people-control.rules.ts';
import type { ControlledPersonRow, ControlTaskRow } from './people-control.table.ts';
import { CONTROL_TASK_WORKFLOW, CONTROLLED_PERSON_WORKFLOW } from './people-control.workflows.ts';

type E = typeof PEOPLE_CONTROL_ENDPOINTS;
/** What a decision on a person sends (lost contact, restore, release): the person and the version seen. */
export type PersonActionBody = ParsedBodyOf<E['lost']>;
/** Who moves: the caller, or the verification's reviewer deciding a visit (any login type). */
export type Actor = Pick<Principal, 'loginType' | 'id' | 'name' | 'orgId'>;

/** The shared steps of people control: scope, permission, the moves through core/transition, the detail. */
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
    return move(tx, CONTROL_TASK_WORKFLOW, task, action, {
      by: caller,
      log: operationLog,
      version: expectedVersion,
      patch: values,
      remark: changeRemark({ from: task.state, to: CONTROL_TASK_WORKFLOW.actions[action].to, remark }),
    });
  }

  async function movePerson(
    tx: Tx,
    caller: Principal,
    person: ControlledPersonRow,
    body: PersonActionBody,
    action: PersonAction,
  ): Promise<ControlledPersonRow> {
    return move(tx, CONTROLLED_PERSON_WORKFLOW, person, action, {
      by: caller,
      log: operationLog,
      version: body.version,
      patch: { updatedAt: clock.now() },
      remark: changeRemark({
        from: person.state,
        to: CONTROLLED_PERSON_WORKFLOW.actions[action].to,
        remark: body.reason,
      }),
    });
  }

  async function detail(caller: Principal, personId: string): Promise<ControlledPersonDetail> {
    const view = await repository.personView(personId);
    if (!view || !isInSubtree(view.orgPath, caller.orgPath)) throw personNotFound();
    const task = view.currentTaskId ? await repository.task(db, view.currentTaskId) : undefined;
    const isWhole = maySeePersonWhole(caller, view);
    if (isWhole) {
      await accessLog.recordWholeView(caller, 'people_control.view_whole', { type: 'controlled_person', id: view.id });
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

  return { visiblePerson, visibleTask, requireManager, moveTask, movePerson, detail, openTask };
}
export type ControlMoves = ReturnType<typeof createControlMoves>;
