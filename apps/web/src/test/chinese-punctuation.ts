/**
 * Chinese text takes full-width punctuation (预警编号：, 账号，请选择, 钱小明（儿子）): the rule, shared by
 * the scan of the code's texts (chinese-punctuation.test.ts) and the journeys' check of the text a
 * screen shows (e2e/support/readable-screen.ts), which also catches texts put together at run time.
 */
const HAN = String.raw`\p{Script=Han}`;
const HALF_WIDTH = String.raw`[,:;?!()]`;
const HALF_WIDTH_NEXT_TO_HAN = new RegExp(`${HAN}${HALF_WIDTH}|${HALF_WIDTH}${HAN}`, 'u');
const URL = /^[a-z][a-z0-9+.-]*:\/\//i;

/** Texts kept half-width on purpose, each with its reason. */
const EXCEPTIONS: ReadonlyMap<string, string> = new Map([
  ['登录过期,请重新登录', 'spec §8 writes the callback-style expiry modal with a half-width comma; quoted verbatim'],
]);

/** Whether a text breaks the rule: Chinese next to half-width punctuation, not a URL, not an exception. */
export const breaksPunctuationRule = (text: string): boolean =>
  HALF_WIDTH_NEXT_TO_HAN.test(text) && !URL.test(text.trim()) && !EXCEPTIONS.has(text.trim());
