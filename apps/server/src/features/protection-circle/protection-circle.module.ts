import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import { protectionCircleRoutes } from './protection-circle.routes.ts';
import { createProtectionCircleService } from './protection-circle.service.ts';

export interface ProtectionCircleContext {
  db: Db;
}

/** 守护圈 members of a warning's person, for the feedback form's 亲友 choice. */
export const protectionCircleModule = defineModule<ProtectionCircleContext>({
  name: 'protection-circle',
  register(app, { db }) {
    protectionCircleRoutes(app, { circles: createProtectionCircleService({ db }) });
  },
});
