import { EARLY_WARNING_ENDPOINTS as E, FRAUD_TYPE_ENDPOINTS } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction, registerRoute } from '../../core/route.ts';
import type { EarlyWarningHandlingService } from './early-warning-handling.service.ts';
import type { EarlyWarningStatisticsService } from './early-warning-statistics.service.ts';
import type { EarlyWarningService } from './early-warning.service.ts';
import type { FraudTypeDictionary } from './fraud-type.dictionary.ts';
import type { WarningContactService } from './warning-contact.service.ts';

export interface EarlyWarningRouteDeps {
  earlyWarnings: EarlyWarningService;
  handling: EarlyWarningHandlingService;
  statistics: EarlyWarningStatisticsService;
  contacts: WarningContactService;
  fraudTypes: FraudTypeDictionary;
}

const access = ['guard', 'oa'] as const;

/**
 * The warning list, detail, statistics, operation log and dictionary, and the holder's sign,
 * feedback, sync-handle and logged contact attempts. The feedback form's cross-field rules are in its body schema, so a
 * request breaking one is refused with the usual 400 before anything is stored.
 */
export function earlyWarningRoutes(app: FastifyInstance, deps: EarlyWarningRouteDeps) {
  const { earlyWarnings, handling, statistics, contacts, fraudTypes } = deps;

  registerRoute(app, E.page, { access, handler: ({ caller, query }) => earlyWarnings.page(caller, query) });
  registerRoute(app, E.info, { access, handler: ({ caller, query }) => earlyWarnings.info(caller, query.id) });
  registerRoute(app, E.statistics, {
    access,
    handler: ({ caller, query }) => statistics.statistics(caller, query),
  });
  registerRoute(app, E.stateCounts, {
    access,
    handler: ({ caller, query }) => earlyWarnings.stateCounts(caller, query),
  });
  registerRoute(app, E.waitingCount, { access, handler: ({ caller }) => earlyWarnings.waitingCount(caller) });
  registerAction(app, E.sign, { access, message: '签收成功' }, (caller, body) => handling.sign(caller, body));
  registerAction(app, E.feedback, { access, message: '反馈成功' }, (caller, body) => handling.feedback(caller, body));
  registerAction(app, E.syncHandle, { access, message: '同步处置成功' }, (caller, body) =>
    handling.syncHandle(caller, body),
  );
  registerRoute(app, E.contactAttempt, {
    access,
    handler: ({ caller, body }) => contacts.logAttempt(caller, body),
  });
  registerRoute(app, E.operateLog, {
    access,
    handler: ({ caller, query }) => earlyWarnings.operateLog(caller, query.id),
  });
  registerRoute(app, FRAUD_TYPE_ENDPOINTS.tree, { access, handler: () => fraudTypes.tree() });
}
