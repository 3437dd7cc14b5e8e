import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { createAccessLogReader } from './access-log.reader.ts';
import { createAccessLogRepository } from './access-log.repository.ts';
import { accessLogRoutes } from './access-log.routes.ts';
import { createAccessLog } from './access-log.service.ts';

export interface AccessLogContext {
  db: Db;
  clock: Clock;
}

/** The centre's "who saw this person's data" (the log itself is written by each feature's own createAccessLog). */
export const accessLogModule = defineModule<AccessLogContext>({
  name: 'access-log',
  register(app, { db, clock }) {
    const reader = createAccessLogReader({
      repository: createAccessLogRepository({ db }),
      accessLog: createAccessLog({ db, clock }),
    });
    accessLogRoutes(app, { reader });
  },
});
