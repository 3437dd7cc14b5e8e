import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 28: the theme's tokens are where contrast and text size are decided, so they are checked here
 * (WCAG 2.1 1.4.3: 4.5:1 for text; 适老化: body ≥ 14 px, badges ≥ 11 px, 长辈版 main text ≥ 18 px,
 * targets ≥ 44 / 60 px). The axe journey (e2e/accessibility.spec.ts) checks the pages drawn from them.
 */
const themeCss = readFileSync(`${import.meta.dirname}/theme.css`, 'utf8');

/** The custom properties of one block of theme.css (the standard theme, or 长辈版's). */
function block(selector: string): Map<string, string> {
  const start = themeCss.indexOf(`${selector} {`);
  const body = themeCss.slice(start, themeCss.indexOf('\n}', start));
  return new Map([...body.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => [name!, value!.trim()]));
}
const standard = block(':root:root');
const elder = new Map([...standard, ...block(':root:root.afp-elder')]);

const hex = (name: string): string => {
  const value = standard.get(name);
  if (!value || !/^#[\da-f]{6}$/i.test(value)) throw new Error(`${name} is not a six-digit colour: ${value}`);
  return value;
};
const luminance = (colour: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(colour.slice(at, at + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

/** Colours text is written in, and the surfaces it is written on. */
const TEXT = [
  '--adm-color-text',
  '--adm-color-text-secondary',
  '--adm-color-weak',
  '--adm-color-primary',
  '--adm-color-success',
  '--adm-color-warning',
  '--adm-color-danger',
  '--afp-color-attention',
  '--afp-color-text-body',
  '--afp-color-text-muted',
  '--afp-color-hint',
  '--afp-level-1',
  '--afp-level-2',
  '--afp-level-3',
  '--afp-level-4',
  '--afp-tab-bar-label-inactive',
  '--afp-tab-bar-label-selected',
];
const SURFACES = [
  '--adm-color-background',
  '--afp-color-page',
  '--afp-color-panel',
  '--adm-color-box',
  '--afp-tab-bar-background',
  '--afp-color-segment',
];
/** Surfaces white text is written on (buttons, tags, the brand gradient). */
const FILLS = [
  '--adm-color-primary',
  '--afp-color-primary-light',
  '--adm-color-success',
  '--adm-color-danger',
  '--adm-color-warning',
];

const px = (tokens: Map<string, string>, name: string) => parseFloat(tokens.get(name) ?? 'NaN');

/** Tokens for lines, fills and icons: too light for words, so no style sheet writes text in them. */
const NOT_FOR_TEXT = ['--adm-color-light', '--adm-color-border', '--afp-color-divider'];
const SOURCE = path.join(import.meta.dirname, '..');
const styleSheets = (readdirSync(SOURCE, { recursive: true }) as string[]).filter((file) => file.endsWith('.css'));

describe('theme tokens (WCAG 2.1 AA, 适老化)', () => {
  it('writes no text in a colour meant for lines and fills', () => {
    const misuses = styleSheets.flatMap((file) =>
      [...readFileSync(path.join(SOURCE, file), 'utf8').matchAll(/(?<![-\w])color:\s*var\((--[\w-]+)\)/g)]
        .filter(([, token]) => NOT_FOR_TEXT.includes(token!))
        .map(([declaration]) => `${file}: ${declaration}`),
    );
    expect(misuses).toEqual([]);
  });

  it('writes every text colour at 4.5:1 or more on every surface', () => {
    const low = TEXT.flatMap((text) =>
      SURFACES.map((surface) => ({ text, surface, ratio: contrast(hex(text), hex(surface)) })),
    )
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ text, surface, ratio }) => `${text} on ${surface}: ${ratio.toFixed(2)}`);
    expect(low).toEqual([]);
  });

  it('writes white text at 4.5:1 or more on every filled colour', () => {
    const low = FILLS.map((fill) => ({ fill, ratio: contrast(hex('--afp-color-on-primary'), hex(fill)) }))
      .filter(({ ratio }) => ratio < 4.5)
      .map(({ fill, ratio }) => `${fill}: ${ratio.toFixed(2)}`);
    expect(low).toEqual([]);
  });

  it('sizes body text at 14 px or more, the smallest (badges, chart labels) at 11 px, lines at 1.3 or more', () => {
    expect(px(standard, '--afp-font-size-base')).toBeGreaterThanOrEqual(14);
    expect(px(standard, '--afp-font-size-m')).toBeGreaterThanOrEqual(14);
    expect(px(standard, '--adm-font-size-main')).toBeGreaterThanOrEqual(14);
    for (const name of ['--afp-font-size-xs', '--adm-font-size-1', '--adm-font-size-2', '--adm-font-size-3'])
      expect(px(standard, name), name).toBeGreaterThanOrEqual(11);
    for (const name of ['--afp-line-height-row', '--afp-line-height-compact'])
      expect(px(standard, name), name).toBeGreaterThanOrEqual(1.3);
    expect(px(standard, '--afp-target-min')).toBeGreaterThanOrEqual(44);
  });

  it('enlarges 长辈版: main text 18 px or more, targets 60 px or more', () => {
    for (const name of ['--afp-font-size-base', '--afp-font-size-m', '--adm-font-size-main', '--adm-font-size-6'])
      expect(px(elder, name), name).toBeGreaterThanOrEqual(18);
    expect(px(elder, '--afp-font-size-xs')).toBeGreaterThanOrEqual(14);
    expect(px(elder, '--afp-target-min')).toBeGreaterThanOrEqual(60);
  });
});
