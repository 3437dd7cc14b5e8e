import type { RuleMetric } from '@afp/contract';
import { sql, type SQL } from 'drizzle-orm';
import { inArea, stateIn, type MetricScope, type MetricSource } from '../../core/metric-source.ts';
import {
  caseRateFigure,
  returnVisitFigure,
  visitChecklistFigure,
  warningTimelyFigure,
} from '../early-warning/index.ts';
import { controlVisitFigure } from '../people-control/index.ts';
import { preachSessionsFigure } from '../preaching/index.ts';
import { registrationsFigure } from '../promotion/index.ts';
import { casePublicityFigure } from '../publicity/index.ts';
import { reportSubmissionFigure } from '../report/index.ts';
import { ledgerEntry } from './rule-statistics.table.ts';

export type { MetricScope, MetricSource } from '../../core/metric-source.ts';

/**
 * Each workflow metric is its owner's figure (core/metric-source.ts): one row per record of the
 * caller's area in the year, `(id, org_path, at, num, den, ref)`. The board groups a source by unit
 * and month; the drill-down lists the same rows, so a figure always equals the rows it opens.
 */
export const METRIC_SOURCES: Record<Exclude<RuleMetric, 'LEDGER'>, MetricSource> = {
  WARNING_TIMELY: warningTimelyFigure,
  RETURN_VISIT: returnVisitFigure,
  CONTROL_VISIT: controlVisitFigure,
  PREACH_SESSIONS: preachSessionsFigure,
  APP_REGISTRATIONS: registrationsFigure,
  CASE_PUBLICITY: casePublicityFigure,
  CASE_RATE: caseRateFigure,
  VISIT_CHECKLIST: visitChecklistFigure,
  REPORT_SUBMISSION: reportSubmissionFigure,
};

/** Ledger entries of an item as drill-down rows: counted once reviewed. */
export const ledgerRows = (scope: MetricScope, year: number, itemCode: string): SQL =>
  sql`select ${ledgerEntry.id} as id, ${ledgerEntry.orgPath} as org_path,
      make_timestamptz(${ledgerEntry.year}, ${ledgerEntry.month}, 1, 0, 0, 0, 'Asia/Shanghai') as at,
      case when ${stateIn(ledgerEntry.state, ['VERIFIED'])} then ${ledgerEntry.value} else 0 end as num, 0 as den, ${ledgerEntry.id} as ref
    from ${ledgerEntry}
    where ${ledgerEntry.year} = ${year} and ${ledgerEntry.itemCode} = ${itemCode} and ${inArea(ledgerEntry.orgPath, scope.orgPath)}`;
export const LEDGER_LINK_PREFIX = '/pages/rule-sta/ledger?id=';
export const ledgerTitle = (ref: SQL) =>
  sql<string>`coalesce((select '台账：' || l.${sql.identifier('description')} from ${ledgerEntry} l where l.${sql.identifier('id')} = ${ref}), '台账')`;
