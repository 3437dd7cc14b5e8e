import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TAB_BAR_COLORS, WARNING_LEVELS } from '@afp/contract';
import { levelColor, resolveColor, THEME_VARS, themeColor } from './theme';

// Read as text: Vitest hands style sheets to tests empty.
const themeCss = readFileSync(`${import.meta.dirname}/theme.css`, 'utf8');

/** The custom properties theme.css defines, by name. */
const defined = new Map(
  [...themeCss.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => [name, value!.trim()]),
);

const sameColour = (a: string | undefined, b: string) => {
  const expand = (hex: string) => hex.toLowerCase().replace(/^#(.)(.)(.)$/, '#$1$1$2$2$3$3');
  return a !== undefined && expand(a) === expand(b);
};

describe('theme', () => {
  it('defines every custom property TypeScript refers to', () => {
    expect(THEME_VARS.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('paints the warning levels in the colours of the contract', () => {
    for (const [level, { color }] of Object.entries(WARNING_LEVELS)) {
      expect(sameColour(defined.get(`--afp-level-${level}`), color), `level ${level}`).toBe(true);
    }
  });

  it('paints the guard tab bar in the colours of the spec', () => {
    for (const [part, color] of Object.entries(TAB_BAR_COLORS)) {
      expect(sameColour(defined.get(`--afp-tab-bar-${part}`), color), part).toBe(true);
    }
  });

  it('names colours as var() references and resolves them from the document', () => {
    expect(themeColor('danger')).toBe('var(--adm-color-danger)');
    expect(levelColor(1)).toBe('var(--afp-level-1)');
    expect(levelColor(9)).toBe('var(--afp-level-unknown)');
    document.documentElement.style.setProperty('--afp-level-1', '#d4380d');
    expect(resolveColor(levelColor(1))).toBe('#d4380d');
    expect(resolveColor(levelColor(2))).toBeUndefined();
    document.documentElement.style.removeProperty('--afp-level-1');
  });
});
