import { FIRST_CHOICE_GLOBAL, FIRST_TAP_ATTRIBUTE } from '@afp/contract';

/**
 * A tap on this control of a prerendered copy works before the app has arrived (the contract's
 * FIRST_ROUTE_SCRIPT): it opens `path` over the page as navigateTo does…
 */
export const opensAtFirstTap = (path: string) => ({ [FIRST_TAP_ATTRIBUTE]: `push:${path}` });
/** …switches to the tab page `path` as switchTab does… */
export const switchesAtFirstTap = (path: string) => ({ [FIRST_TAP_ATTRIBUTE]: `replace:${path}` });
/** …or selects this tab of the tablist `group`, a choice the page takes over with `takeFirstChoice`. */
export const choosesAtFirstTap = (group: string, key: string) => ({ [FIRST_TAP_ATTRIBUTE]: `choose:${group}:${key}` });

type WithFirstChoice = Record<typeof FIRST_CHOICE_GLOBAL, Record<string, string> | undefined>;

/** The tab of `group` tapped on the prerendered copy before the app arrived, taken once; undefined if none. */
export function takeFirstChoice<K extends string>(group: string, keys: readonly K[]): K | undefined {
  const choices = (globalThis as unknown as WithFirstChoice)[FIRST_CHOICE_GLOBAL];
  const choice = choices?.[group];
  if (choices) delete choices[group];
  return keys.find((key) => key === choice);
}
