/**
 * The login page's first screen, drawn into index.html at build time (build/prerender-login.ts)
 * and shown by CSS on the login URL only, until the app takes over. It has no behaviour: its
 * buttons do nothing (the submit button is a plain button), what is typed into it is carried
 * over (`prerenderedInputs`), and the app removes it as soon as it draws the real page or anything
 * else.
 */
export const PRERENDER_CLASS = 'afp-prerender';

const findPrerender = (): HTMLElement | null =>
  typeof document === 'undefined' ? null : document.querySelector<HTMLElement>(`.${PRERENDER_CLASS}`);

/** What the person typed into the prerendered inputs before the app was ready, by input id. */
export function prerenderedInputs(): Record<string, string> {
  const prerender = findPrerender();
  if (!prerender) return {};
  const inputs = [...prerender.querySelectorAll('input')].filter((input) => input.id && input.value);
  return Object.fromEntries(inputs.map((input) => [input.id, input.value]));
}

/** Removes the prerendered screen; the input that had the focus hands it to its namesake in the app. */
export function dropPrerender(): void {
  const prerender = findPrerender();
  if (!prerender) return;
  const focused = document.activeElement;
  const focusedId = focused instanceof HTMLElement && prerender.contains(focused) ? focused.id : '';
  prerender.remove();
  if (focusedId) document.getElementById(focusedId)?.focus();
}
