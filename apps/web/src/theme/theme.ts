import type { CSSProperties } from 'react';
import { WARNING_LEVELS } from '@afp/contract';

/**
 * The theme for TypeScript. Values live in theme.css only; this names the custom properties
 * code refers to, so a component passes `themeColor('danger')` (a `var(--…)` reference) where
 * antd-mobile or an inline custom property wants a colour. ECharts paints on a canvas, where
 * `var()` means nothing: it gets the current value through `resolveColor`.
 */
const COLOR_VARS = {
  primary: '--adm-color-primary',
  success: '--adm-color-success',
  danger: '--adm-color-danger',
  attention: '--afp-color-attention',
  weak: '--adm-color-weak',
  // Entry-grid icons.
  red: '--afp-palette-red',
  volcano: '--afp-palette-volcano',
  orange: '--afp-palette-orange',
  gold: '--afp-palette-gold',
  lime: '--afp-palette-lime',
  green: '--afp-palette-green',
  cyan: '--afp-palette-cyan',
  cyanLight: '--afp-palette-cyan-light',
  cyanDark: '--afp-palette-cyan-dark',
  blue: '--afp-palette-blue',
  geekblue: '--afp-palette-geekblue',
  geekblueLight: '--afp-palette-geekblue-light',
  purple: '--afp-palette-purple',
  purpleLight: '--afp-palette-purple-light',
  magenta: '--afp-palette-magenta',
  grey: '--afp-palette-grey',
} as const;

export type ThemeColor = keyof typeof COLOR_VARS;

/** Every custom property TypeScript refers to (theme.test.ts checks each is defined in theme.css). */
export const THEME_VARS: readonly string[] = [
  ...Object.values(COLOR_VARS),
  ...Object.keys(WARNING_LEVELS).map((level) => `--afp-level-${level}`),
  '--afp-level-unknown',
];

/** A theme colour as a CSS value: `var(--adm-color-danger)`. */
export const themeColor = (name: ThemeColor): string => `var(${COLOR_VARS[name]})`;

/** The colour of warning level 1–4 (特高危 … 低); an unknown level is grey. */
export const levelColor = (level: number): string =>
  level in WARNING_LEVELS ? `var(--afp-level-${level})` : 'var(--afp-level-unknown)';

/** Custom properties to set inline for a value only known at run time (`--level-color`). */
export const cssVars = (vars: Record<`--${string}`, string>): CSSProperties => vars;

/**
 * The colour a `var(--…)` reference stands for right now, for painting on a canvas. Undefined
 * when the theme is not loaded (unit tests), so the chart falls back to its own palette.
 */
export function resolveColor(color: string, element: Element = document.documentElement): string | undefined {
  const name = /^var\((--[\w-]+)\)$/.exec(color)?.[1];
  if (!name) return color;
  return getComputedStyle(element).getPropertyValue(name).trim() || undefined;
}
