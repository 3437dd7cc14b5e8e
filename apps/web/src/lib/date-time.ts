/** Two-digit field of a date or a duration. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' in local time; '-' when absent, the input itself when unparseable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}`;
}
