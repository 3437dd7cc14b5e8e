import { useState } from 'react';
import { useSession } from '../../../lib/session/session.store';

const keyOf = (accountId: string) => `afp.warning-statistics.expanded.${accountId}`;

const readExpanded = (key: string): boolean => {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
};

/**
 * Whether the 反诈预警 tab shows its statistics and charts: collapsed until this account opens them,
 * then as it left them (kept on this phone, per account).
 */
export function useStatisticsExpanded(): [boolean, (isExpanded: boolean) => void] {
  const key = keyOf(useSession((state) => state.accountId));
  const [expandedByKey, setExpandedByKey] = useState<Record<string, boolean>>({});
  const isExpanded = expandedByKey[key] ?? readExpanded(key);
  const setExpanded = (next: boolean) => {
    setExpandedByKey((current) => ({ ...current, [key]: next }));
    try {
      window.localStorage.setItem(key, String(next));
    } catch {
      // Storage refused (private mode): the choice lasts until the page is left.
    }
  };
  return [isExpanded, setExpanded];
}
