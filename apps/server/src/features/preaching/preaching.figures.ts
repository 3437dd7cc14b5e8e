import { sql } from 'drizzle-orm';
import { inArea, keptWhole, stateIn, type MetricSource, within } from '../../core/metric-source.ts';
import { preachAppointment as appointment } from './preaching.table.ts';

/** 宣讲场次 (core/metric-source.ts): preaching sessions completed (and those closed after completion). */
export const preachSessionsFigure: MetricSource = {
  rows: (scope) => sql`select ${appointment.id} as id, ${appointment.orgPath} as org_path,
      ${appointment.completedAt} as at, 1 as num, 0 as den, ${appointment.id} as ref
    from ${appointment}
    where ${within(sql`${appointment.completedAt}`, scope)} and ${inArea(appointment.orgPath, scope.orgPath)}
      and ${stateIn(appointment.state, ['COMPLETED', 'CLOSED'])}`,
  figure: keptWhole,
  title: (ref) =>
    sql<string>`coalesce((select '宣讲：' || p.${sql.identifier('applicant_unit')} from ${appointment} p where p.${sql.identifier('id')} = ${ref}), '宣讲')`,
  linkPrefix: null,
};
