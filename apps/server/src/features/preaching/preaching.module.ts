import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { PersonKeyOf } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { createAccessLog } from '../access-log/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { Verification } from '../verification/index.ts';
import { createPreachingPublicService } from './preaching-public.service.ts';
import { createPreachingRepository } from './preaching.repository.ts';
import { preachingRoutes } from './preaching.routes.ts';
import { createPreachingService } from './preaching.service.ts';
import { completionSubmitter, registerPreachCompletion } from './preaching.verification.ts';
import { createSpeechClassRepository } from './speech-class.repository.ts';
import { createSpeechClassService } from './speech-class.service.ts';
import { registerFileOwners } from '../file/index.ts';
import { PREACHING_FILE_OWNERS } from './preaching.file-owners.ts';

export interface PreachingContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  verification: Verification;
  personKeyOf: PersonKeyOf;
  /** Requests per minute and client on the QR codes' public pages, as on the logins'. */
  loginRateLimit: number;
}

/** Preaching 宣讲: appointments, the guard's overview and codes, the public pages, the speech classroom. */
export const preachingModule = defineModule<PreachingContext>({
  name: 'preaching',
  register(app, context) {
    registerFileOwners(...PREACHING_FILE_OWNERS);
    const { db, clock, operationLog, verification, personKeyOf } = context;
    const repository = createPreachingRepository({ db });
    const preaching = createPreachingService({
      db,
      clock,
      repository,
      operationLog,
      accessLog: createAccessLog({ db, clock }),
      submitCompletion: completionSubmitter(verification),
    });
    registerPreachCompletion({ verification, repository, service: preaching, clock });
    preachingRoutes(app, {
      preaching,
      open: createPreachingPublicService({ db, clock, repository, operationLog, personKeyOf }),
      speech: createSpeechClassService({ clock, repository: createSpeechClassRepository({ db }) }),
      rateLimit: context.loginRateLimit,
    });
  },
});
