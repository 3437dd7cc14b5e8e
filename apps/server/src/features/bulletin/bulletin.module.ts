import type { Clock } from '../../clock.ts';
import type { Jobs } from '../../core/jobs/index.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { FraudTypeDictionary } from '../early-warning/index.ts';
import type { WorkNotifier } from '../identity/index.ts';
import { createSystemMail } from '../mail/index.ts';
import type { OperationLog } from '../operation-log/index.ts';
import { createCasePublicityOpener } from '../publicity/index.ts';
import { createBulletinIssue } from './bulletin-issue.ts';
import { createBulletinRepository } from './bulletin.repository.ts';
import { bulletinRoutes } from './bulletin.routes.ts';
import { createBulletinService } from './bulletin.service.ts';

export interface BulletinContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  /** The bulletin's 公文 notices its receivers. */
  notifier: WorkNotifier;
  fraudTypes: FraudTypeDictionary;
  /** The weekly issue is a periodic job. */
  jobs: Jobs;
}

/** 发案通报 (issue 26 item 3): the weekly issue job, the list, the page and the export. */
export const bulletinModule = defineModule<BulletinContext>({
  name: 'bulletin',
  register(app, { db, clock, operationLog, notifier, fraudTypes, jobs }) {
    const repository = createBulletinRepository({ db });
    bulletinRoutes(app, { bulletins: createBulletinService({ repository }) });
    jobs.register(
      createBulletinIssue({
        db,
        clock,
        repository,
        fraudTypes,
        mail: createSystemMail({ db, clock, operationLog, notifier }),
        openCasePublicity: createCasePublicityOpener({ db, clock, operationLog }),
      }).job,
    );
  },
});
