import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { Verification } from './verification.desk.ts';
import { verificationRoutes } from './verification.routes.ts';
import { createVerificationService } from './verification.service.ts';

export interface VerificationContext {
  db: Db;
  clock: Clock;
  /** Built once in app.ts (shared with the features that submit items and register kinds). */
  verification: Verification;
}

/** 核查 / 复核: the queues, the detail and the moves over every verifiable kind. */
export const verificationModule = defineModule<VerificationContext>({
  name: 'verification',
  register(app, { db, clock, verification }) {
    verificationRoutes(app, createVerificationService({ db, clock, verification }));
  },
});
