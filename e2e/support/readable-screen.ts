import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { breaksPunctuationRule } from '../../apps/web/src/test/chinese-punctuation.ts';

/**
 * Fails when the screen does not read right on the 390-px phone: something sticks out sideways, a
 * short label (tab title, chip, grid or form label — at most six Chinese characters) is broken over
 * two lines, or the shown text puts half-width punctuation next to Chinese (钱小明(儿子)). With
 * `E2E_SCREENSHOTS=<folder>` each checked screen is saved there as `<screen>.png`, to look at.
 */
export async function expectReadableScreen(page: Page, screen: string): Promise<void> {
  await holdStill(page);
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${screen}.png` });
  const { layout, lines } = await page.evaluate(layoutProblems);
  const punctuation = lines.filter(breaksPunctuationRule).map((line) => `half-width punctuation: ${line}`);
  // Soft: the journey goes on, so one run names the problems of every screen it passes.
  expect.soft([...layout, ...punctuation], `the ${screen} screen at 390 px`).toEqual([]);
}

/** Waits out a popup or picker sliding in: measured mid-way, it would stick out or show nothing. */
async function holdStill(page: Page): Promise<void> {
  const layers = () =>
    page.evaluate(() =>
      [...document.body.querySelectorAll('*')]
        .filter((element) => getComputedStyle(element).position === 'fixed')
        .map((element) => {
          const { top, left } = element.getBoundingClientRect();
          return `${top},${left},${getComputedStyle(element).opacity}`;
        })
        .join(' '),
    );
  let before = await layers();
  for (let tries = 0; tries < 20; tries += 1) {
    await page.waitForTimeout(100);
    const now = await layers();
    if (now === before) return;
    before = now;
  }
}

/** Runs in the page: what sticks out, which short labels wrap, and the lines of text shown. */
function layoutProblems(): { layout: string[]; lines: string[] } {
  const width = document.documentElement.clientWidth;
  const problems: string[] = [];
  const nameOf = (element: Element) =>
    `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 20)}"`;
  const isShown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 0;
  // Content inside a clipping or sideways-scrolling box (tab strips, swipers, ellipsis) is that box's business.
  const isContained = (element: Element) => {
    for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
      if (['hidden', 'clip', 'scroll'].includes(getComputedStyle(box).overflowX)) return true;
    }
    return false;
  };
  const isOutOfFlow = (element: Element) => ['absolute', 'fixed'].includes(getComputedStyle(element).position);
  const hanCount = (text: string) => text.match(/\p{Script=Han}/gu)?.length ?? 0;
  /** The number of lines the boxes take: a box starting below the line so far opens a new one. */
  const lineCount = (rects: DOMRect[]) => {
    let lines = 0;
    let lineBottom = -Infinity;
    for (const rect of [...rects].sort((a, b) => a.top - b.top)) {
      if (rect.top >= lineBottom - 2) lines += 1;
      lineBottom = Math.max(lineBottom, rect.bottom);
    }
    return lines;
  };

  if (document.documentElement.scrollWidth > width)
    problems.push(`the page scrolls sideways: ${document.documentElement.scrollWidth}px wide`);
  const elements = [...document.body.querySelectorAll('*')].filter(isShown);
  const sticking = new Set(
    elements.filter((element) => {
      const { left, right } = element.getBoundingClientRect();
      return (right > width + 1 || left < -1) && !isContained(element);
    }),
  );
  // Name only the outermost element that sticks out, not each of its children.
  for (const element of sticking)
    if (!element.parentElement || !sticking.has(element.parentElement))
      problems.push(`sticks out of the ${width}-px screen: ${nameOf(element)}`);

  for (const element of elements) {
    const inFlow = [...element.childNodes].filter(
      (node) => node.nodeType === Node.TEXT_NODE || (node instanceof Element && !isOutOfFlow(node)),
    );
    // A label is text and inline boxes; a box holding blocks lays out pieces, each checked on its own.
    const isLabel =
      inFlow.some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) &&
      inFlow.every((node) => !(node instanceof Element) || getComputedStyle(node).display.startsWith('inline'));
    if (!isLabel) continue;
    const text = inFlow
      .map((node) => node.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    const han = hanCount(text);
    if (han === 0 || han > 6 || text.length > 12) continue;
    const rects = inFlow.flatMap((node) => {
      if (node instanceof Element) return [...node.getClientRects()];
      const range = document.createRange();
      range.selectNodeContents(node);
      return [...range.getClientRects()];
    });
    if (lineCount(rects.filter((rect) => rect.width > 0 && rect.height > 0)) > 1)
      problems.push(`short label broken over two lines: ${nameOf(element)}`);
  }
  return { layout: problems, lines: document.body.innerText.split('\n').map((line) => line.trim()) };
}
