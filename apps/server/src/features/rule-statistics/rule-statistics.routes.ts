import { RULE_STATISTICS_ENDPOINTS as R } from '@afp/contract';
import type { FastifyInstance } from 'fastify';
import { registerAction, registerRawRoute, registerRoute } from '../../core/route.ts';
import { sendXlsx } from '../file/index.ts';
import type { LedgerService } from './ledger.service.ts';
import type { RuleStatisticsService } from './rule-statistics.service.ts';

/** Rule statistics 考核规则统计 and ledgers 台账: oa staff, over their own subtree. */
export function ruleStatisticsRoutes(
  app: FastifyInstance,
  { rules, ledger }: { rules: RuleStatisticsService; ledger: LedgerService },
) {
  const oa = ['oa'] as const;
  registerRoute(app, R.latestIssueYear, { access: oa, handler: () => rules.latestIssueYear() });
  registerRoute(app, R.years, { access: oa, handler: () => rules.years() });
  registerRoute(app, R.items, { access: oa, handler: ({ query }) => rules.items(query.year) });
  registerRoute(app, R.units, { access: oa, handler: ({ caller }) => rules.units(caller) });
  registerRoute(app, R.board, { access: oa, handler: ({ caller, query }) => rules.board(caller, query) });
  registerRoute(app, R.detail, { access: oa, handler: ({ caller, query }) => rules.detail(caller, query) });
  registerRoute(app, R.rows, { access: oa, handler: ({ caller, query }) => rules.rows(caller, query) });
  registerRawRoute(app, R.boardExport, {
    access: oa,
    handler: async ({ caller, query, reply }) => {
      const file = await rules.exportXlsx(caller, query);
      return sendXlsx(reply, file);
    },
  });
  registerRoute(app, R.ledgerList, { access: oa, handler: ({ caller, query }) => ledger.list(caller, query) });
  registerRoute(app, R.ledgerDetail, { access: oa, handler: ({ caller, query }) => ledger.detail(caller, query.id) });
  registerAction(app, R.ledgerCreate, { access: oa, message: '台账已提交核查' }, (caller, body) =>
    ledger.create(caller, body),
  );
  registerAction(app, R.ledgerResubmit, { access: oa, message: '台账已重新提交' }, (caller, body) =>
    ledger.resubmit(caller, body),
  );
}
