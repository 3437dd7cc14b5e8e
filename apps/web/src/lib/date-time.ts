import { formatChinaDateTime } from '@afp/contract';

/** Two-digit field of a date or a duration. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in China time, whatever the phone's zone; '-' when absent, the input itself when unparseable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : formatChinaDateTime(at);
}
