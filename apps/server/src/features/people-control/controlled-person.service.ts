import {
  CONTROLLED_PERSON_STATES,
  PEOPLE_CONTROL_ENDPOINTS,
  type ControlledPersonDetail,
  type ParsedBodyOf,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import type { Principal } from '../../core/principal.ts';
import { updateVersioned } from '../../core/transition/index.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { invalidControlMove, staleControl } from './people-control.errors.ts';
import type { PeopleControlRepository } from './people-control.repository.ts';
import { dueOf, isUnderControl, type PersonAction } from './people-control.rules.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { ControlMoves, PersonActionBody } from './people-control.moves.ts';
import { controlledPerson, controlTask } from './people-control.table.ts';
import { CONTROL_TASK_WORKFLOW } from './people-control.workflows.ts';

type LevelBody = ParsedBodyOf<typeof PEOPLE_CONTROL_ENDPOINTS.level>;

/** A person's detail and the station admin's decisions on them: level, lost contact, restore, release. */
export function createControlledPersonService(deps: {
  db: Db;
  clock: Clock;
  repository: PeopleControlRepository;
  moves: ControlMoves;
  operationLog: OperationLog;
}) {
  const { db, clock, repository, moves, operationLog } = deps;
  const { visiblePerson, requireManager, moveTask, movePerson, detail } = moves;

  async function personAction(caller: Principal, body: PersonActionBody, action: PersonAction) {
    const person = await visiblePerson(caller, body.personId);
    requireManager(caller, person);
    await db.transaction(async (tx) => {
      const moved = await movePerson(tx, caller, person, body, action);
      if (action !== 'release' || !moved.currentTaskId) return;
      // Released: the open visit task is no longer due.
      const task = await repository.task(tx, moved.currentTaskId);
      if (!task || !CONTROL_TASK_WORKFLOW.can('cancel', task.state)) return;
      const cancelled = await moveTask(
        tx,
        caller,
        task,
        task.version,
        'cancel',
        { closedAt: clock.now() },
        body.reason,
      );
      await repository.mirrorTask(tx, person.id, { taskState: cancelled.state });
    });
    return detail(caller, person.id);
  }

  return {
    info: detail,

    /** A new level re-times the open, not yet visited task by the new cadence. */
    async level(caller: Principal, body: LevelBody): Promise<ControlledPersonDetail> {
      const person = await visiblePerson(caller, body.personId);
      requireManager(caller, person);
      if (person.version !== body.version) throw staleControl();
      if (!isUnderControl(person.state)) throw invalidControlMove(CONTROLLED_PERSON_STATES[person.state], '调整等级');
      if (person.level === body.level) throw badRequest('参数 level 错误：与当前等级相同', undefined, 'level');
      await db.transaction(async (tx) => {
        const moved = await updateVersioned(
          tx,
          controlledPerson,
          { id: person.id, version: body.version },
          {
            level: body.level,
            updatedAt: clock.now(),
          },
        );
        if (!moved) throw staleControl();
        await operationLog.recordChange(
          caller,
          {
            action: 'people_control.person.level',
            entityType: 'controlled_person',
            entityId: person.id,
            from: person.level,
            to: body.level,
            remark: body.reason,
          },
          tx,
        );
        const task = moved.currentTaskId ? await repository.task(tx, moved.currentTaskId) : undefined;
        if (task?.state !== 'PENDING') return;
        const dueAt = dueOf(task.periodStart, body.level);
        await updateVersioned(tx, controlTask, task, { dueAt });
        await repository.mirrorTask(tx, person.id, { nextDueAt: dueAt });
      });
      return detail(caller, person.id);
    },

    lost: (caller: Principal, body: PersonActionBody) => personAction(caller, body, 'markLost'),
    restore: (caller: Principal, body: PersonActionBody) => personAction(caller, body, 'restore'),
    release: (caller: Principal, body: PersonActionBody) => personAction(caller, body, 'release'),
  };
}
export type ControlledPersonService = ReturnType<typeof createControlledPersonService>;
