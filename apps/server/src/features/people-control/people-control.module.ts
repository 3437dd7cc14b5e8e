import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { createAccessLog } from '../access-log/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { Verification } from '../verification/index.ts';
import { createControlledPersonService } from './controlled-person.service.ts';
import { createControlMoves } from './people-control.moves.ts';
import { createPeopleControlRepository } from './people-control.repository.ts';
import { peopleControlRoutes } from './people-control.routes.ts';
import { createPeopleControlService } from './people-control.service.ts';
import { registerFileOwners } from '../file/index.ts';
import { CONTROL_VISIT_FILES } from './people-control.file-owners.ts';

export interface PeopleControlContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** Submitted visits go through 核查 / 复核 (kind control_feedback). */
  verification: Verification;
}

/** People control 重点人员管控: persons, visit tasks by level cadence, visit review, person moves. */
export const peopleControlModule = defineModule<PeopleControlContext>({
  name: 'people-control',
  register(app, context) {
    registerFileOwners(CONTROL_VISIT_FILES);
    const repository = createPeopleControlRepository({ db: context.db });
    const accessLog = createAccessLog({ db: context.db, clock: context.clock });
    const services = { ...context, repository, moves: createControlMoves({ ...context, repository, accessLog }) };
    const control = createPeopleControlService(services);
    context.verification.verifiableKinds.register(control.verificationHooks);
    peopleControlRoutes(app, { control, persons: createControlledPersonService(services) });
  },
});
