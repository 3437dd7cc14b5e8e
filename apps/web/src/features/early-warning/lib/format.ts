import { WARNING_LEVELS, WARNING_SOURCES, WARNING_KINDS, ASSIGNMENT_STATES, type WarningLevel } from '@afp/contract';
import { levelColor } from '../../../theme/theme';

/** A level's name and its theme colour (a var() reference; ECharts resolves it). */
export const levelOf = (level: number): { name: string; color: string } => ({
  name: WARNING_LEVELS[level as WarningLevel]?.name ?? `${level}级`,
  color: levelColor(level),
});
export const sourceName = (source: string): string => WARNING_SOURCES[source as keyof typeof WARNING_SOURCES] ?? source;
export const kindName = (kind: string): string => WARNING_KINDS[kind as keyof typeof WARNING_KINDS] ?? kind;
export const stateName = (state: string | null): string =>
  state ? (ASSIGNMENT_STATES[state as keyof typeof ASSIGNMENT_STATES] ?? state) : '-';

export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '-';
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes}分${seconds % 60}秒` : `${seconds}秒`;
}

/** The warning's suspected fraud type as a form offers it, when it has one. */
export const fraudTypeOf = (record: {
  fraudTypeCode: string | null;
  fraudTypeName: string | null;
}): { code: string; name: string } | undefined =>
  record.fraudTypeCode ? { code: record.fraudTypeCode, name: record.fraudTypeName ?? record.fraudTypeCode } : undefined;

/** A warning named without personal data (the 待发送 page keeps it on the device): its number. */
export const warningSubjectOf = (record: { warningNo: string }): string => `预警编号 ${record.warningNo}`;
