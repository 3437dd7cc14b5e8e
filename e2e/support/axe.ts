import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';
import { settle } from './warnings.ts';

/** Where the accessibility journeys leave their report and screenshots (ignored by git, like every test result). */
export const A11Y_RESULTS = path.join(import.meta.dirname, '../../.test-results/e2e/accessibility');

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.1 A and AA rules (issue 28: what the 适老化 rules and WCAG 2.1 AA ask). */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Waits until the page has drawn: no loading state, no skeleton, no toast, then a moment for late paints. */
export async function settledScreen(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        // A toast fading in or out is measured mid-fade (axe reads its text against a half-transparent box).
        !document.querySelector(
          '[data-testid="page-loading"], [data-testid="splash"], .adm-skeleton, .adm-dot-loading, .adm-toast-mask',
        ),
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  await settle(page);
}

/** Serious and critical violations fail the journey; minor and moderate are listed in the README. */
export const BLOCKING: readonly ImpactValue[] = ['serious', 'critical'];

export interface Finding {
  screen: string;
  rule: string;
  impact: ImpactValue;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core over the page as it stands and returns its violations, one per rule, with the first
 * few elements. The engine's own source is evaluated in the page once per document (through the
 * DevTools protocol, which the app's Content-Security-Policy does not stop, as a script tag would be).
 */
export async function axeFindings(page: Page, screen: string): Promise<Finding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run(context: unknown, options: unknown): Promise<unknown> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      }),
    WCAG_21_AA,
  )) as AxeResults;
  return results.violations.map((violation) => ({
    screen,
    rule: violation.id,
    impact: violation.impact ?? 'minor',
    help: violation.help,
    targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
}

/** Writes the findings of one user group to the results folder, for the README's list of minor ones. */
export function saveFindings(group: string, findings: readonly Finding[]): void {
  mkdirSync(A11Y_RESULTS, { recursive: true });
  writeFileSync(path.join(A11Y_RESULTS, `${group}.json`), JSON.stringify(findings, null, 2));
}

/** One line per blocking finding, so a failure names screen, rule and element. */
export const blocking = (findings: readonly Finding[]) =>
  findings
    .filter((finding) => BLOCKING.includes(finding.impact))
    .map((finding) => `${finding.screen}: ${finding.rule} (${finding.impact}) ${finding.targets.join(' | ')}`);

/**
 * Controls on screen smaller than `min` × `min` CSS pixels, by tag, name and size (适老化: 44, 60 in
 * 长辈版). Inline links inside running text and a control inside a larger field are not counted.
 */
export async function smallTargets(page: Page, min: number): Promise<string[]> {
  return page.evaluate((least) => {
    const selector =
      'button, a[href], [role="button"], [role="tab"], [role="switch"], .adm-list-item-clickable, .adm-selector-item, .adm-checkbox, .adm-radio, input:not([type="hidden"]), textarea';
    return [...document.querySelectorAll(selector)]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return false;
        if (box.bottom < 0 || box.top > innerHeight) return false;
        if (
          element.closest('.adm-input, .adm-text-area, .adm-search-bar, .adm-checkbox, .adm-radio') !== element &&
          element.closest('.adm-input, .adm-text-area, .adm-search-bar, .adm-checkbox, .adm-radio')
        )
          return false;
        return box.height < least - 0.5 || box.width < least - 0.5;
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 12);
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  }, min);
}
