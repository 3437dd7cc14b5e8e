import { CHINA_OFFSET_MS, formatChinaDateTime } from '@afp/contract';

/** Two-digit field of a date or a duration. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in China time, whatever the phone's zone; '-' when absent, the input itself when unparseable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : formatChinaDateTime(at);
}

/**
 * An instant as the Date whose local fields read its China wall clock: what a picker's wheels
 * (which read local fields) must hold to show China time whatever the phone's zone.
 */
export function chinaWallClockDate(at: Date): Date {
  const wall = new Date(at.getTime() + CHINA_OFFSET_MS);
  return new Date(
    wall.getUTCFullYear(),
    wall.getUTCMonth(),
    wall.getUTCDate(),
    wall.getUTCHours(),
    wall.getUTCMinutes(),
    wall.getUTCSeconds(),
    wall.getUTCMilliseconds(),
  );
}

/** The instant whose China wall clock a picker's local fields show (the inverse of `chinaWallClockDate`). */
export const instantOfChinaWallClock = (local: Date): Date =>
  new Date(
    Date.UTC(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
      local.getMilliseconds(),
    ) - CHINA_OFFSET_MS,
  );
