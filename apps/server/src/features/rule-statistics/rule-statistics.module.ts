import type { Clock } from '../../clock.ts';
import { defineModule } from '../../core/module.ts';
import type { Db } from '../../db/client.ts';
import type { OperationLog } from '../operation-log/index.ts';
import type { Verification } from '../verification/index.ts';
import { createLedgerService } from './ledger.service.ts';
import { createRuleSetRepository } from './rule-statistics.repository.ts';
import { ruleStatisticsRoutes } from './rule-statistics.routes.ts';
import { createRuleStatisticsService } from './rule-statistics.service.ts';
import { registerFileOwners } from '../file/index.ts';
import { LEDGER_EVIDENCE_FILES } from './ledger.file-owners.ts';

export interface RuleStatisticsContext {
  db: Db;
  clock: Clock;
  operationLog: OperationLog;
  verification: Verification;
}

export const ruleStatisticsModule = defineModule<RuleStatisticsContext>({
  name: 'rule-statistics',
  register: (app, { db, clock, operationLog, verification }) => {
    registerFileOwners(LEDGER_EVIDENCE_FILES);
    const ruleSets = createRuleSetRepository({ db });
    const ledger = createLedgerService({ db, clock, ruleSets, operationLog, verification });
    verification.verifiableKinds.register({ kind: 'ledger_entry', ...ledger.hooks });
    ruleStatisticsRoutes(app, { rules: createRuleStatisticsService({ ruleSets, clock }), ledger });
  },
});
