import { z } from 'zod';

/** The keys of a label map (`ASSIGNMENT_STATES` …) as the non-empty tuple enum schemas and columns take. */
export function keysOf<K extends string>(labels: Record<K, unknown>): [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}

/** The zod enum of a label map's keys: one list of codes for schemas, columns and labels. */
export const enumOf = <K extends string>(labels: Record<K, unknown>) => z.enum(keysOf(labels));
