import type { FirstScreenRole } from '@afp/contract';

/**
 * The first screens drawn into index.html at build time (build/prerender.ts): the login page, the
 * guard home, the oa home, the cooperation index and the 反诈预警 tab, each shown by CSS on its own
 * route (and to its own kind of session) only, until the app takes over. They have no
 * behaviour: buttons do nothing (the submit button is a plain button), what is typed into the
 * login form is carried over (`prerenderedInputs`), and the app removes them as soon as it draws
 * the real page or anything else.
 */
export const PRERENDER_CLASS = 'afp-prerender';

/**
 * Marks what differs from one user to the next and is only known to the app (a role tag, a setting's
 * state): a prerendered copy keeps its place but does not draw it, so it never shows a wrong value.
 */
export const PER_USER_ATTRIBUTE = 'data-per-user';
export const perUser = { [PER_USER_ATTRIBUTE]: true } as const;

/**
 * Marks what a prerendered copy shows only to a role the tab's stored session tells (the contract's
 * FIRST_SCREEN_ROLES, named on `<html data-roles>` by its first-screen script): the oa home's tiles
 * for the supervising offices. The app itself shows it by the same session values.
 */
export const ROLE_ATTRIBUTE = 'data-first-screen-role';
export const shownTo = (role: FirstScreenRole) => ({ [ROLE_ATTRIBUTE]: role });

const prerenders = (): HTMLElement[] =>
  typeof document === 'undefined' ? [] : [...document.querySelectorAll<HTMLElement>(`.${PRERENDER_CLASS}`)];

/** Whether index.html holds a first screen for this route (the route's page will replace it). */
export const hasPrerender = (route: string): boolean =>
  prerenders().some((prerender) => prerender.dataset.prerenderRoute === route);

/** What the person typed into the prerendered inputs before the app was ready, by input id. */
export function prerenderedInputs(): Record<string, string> {
  const inputs = prerenders().flatMap((prerender) => [...prerender.querySelectorAll('input')]);
  return Object.fromEntries(inputs.filter((input) => input.id && input.value).map((input) => [input.id, input.value]));
}

/** Removes the prerendered screens; an input that had the focus hands it to its namesake in the app. */
export function dropPrerender(): void {
  const focused = document.activeElement;
  for (const prerender of prerenders()) {
    const focusedId = focused instanceof HTMLElement && prerender.contains(focused) ? focused.id : '';
    prerender.remove();
    if (focusedId) document.getElementById(focusedId)?.focus();
  }
}
