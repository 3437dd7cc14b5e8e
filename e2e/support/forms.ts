import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Sends a form with a field left wrong, sees the field's red problem, types a valid value and sees
 * the problem go at once — without another tap on submit (issue 20). The toast of the same words
 * sits outside the form, so only the field's message is looked for.
 */
export async function expectProblemGoesWhenFixed(
  page: Page,
  {
    submit,
    problem,
    input,
    value,
    screenshot,
  }: { submit: Locator; problem: string; input: Locator; value: string; screenshot: string },
): Promise<void> {
  const shown = page.locator('.adm-form').getByText(problem, { exact: true });
  await submit.tap();
  await shown.first().waitFor();
  await input.fill(value);
  await expect.poll(() => shown.count(), { timeout: 1_000 }).toBe(0);
  // The fixed field mid-screen, its label above and no message below.
  await input.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: `/tmp/${screenshot}.png` });
}
