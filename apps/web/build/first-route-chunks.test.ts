import { describe, expect, it } from 'vitest';
import type { OutputChunk } from 'rolldown';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHART_ROUTES, FIRST_ROUTES, firstRouteChunkOf, modulesLoadedBy } from './first-route-chunks.ts';
import { FIRST_SCREENS } from './prerender.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
  ({ type: 'chunk', fileName, moduleIds, imports }) as unknown as OutputChunk;

describe('modulesLoadedBy', () => {
  const chunks = [
    chunk('index.js', ['/src/main.tsx', '/nm/react.js']),
    chunk('login.page.js', ['/src/login.page.tsx'], ['button.js', 'index.js']),
    chunk('button.js', ['/nm/button.js'], ['index.js']),
    chunk('other.page.js', ['/src/other.page.tsx', '/nm/picker.js'], ['index.js']),
  ];

  it('follows the static imports of the chunks holding the roots', () => {
    expect([...modulesLoadedBy(chunks, ['/src/login.page.tsx'])].sort()).toEqual([
      '/nm/button.js',
      '/nm/react.js',
      '/src/login.page.tsx',
      '/src/main.tsx',
    ]);
  });

  it('leaves out what only other pages load', () => {
    expect(modulesLoadedBy(chunks, ['/src/login.page.tsx']).has('/nm/picker.js')).toBe(false);
  });
});

describe('firstRouteChunkOf', () => {
  const loaded = new Map([
    ['login', new Set(['/shared.js', '/login.js', '/form.js'])],
    ['guard-home', new Set(['/shared.js', '/home.js', '/tabs.js'])],
    ['oa-home', new Set(['/shared.js', '/oa.js', '/form.js'])],
    ['guard-data', new Set(['/shared.js', '/data.js', '/tabs.js'])],
  ]);

  it('puts what every first route loads together, and each route its own', () => {
    expect(firstRouteChunkOf('/shared.js', loaded)).toBe('first-route');
    expect(firstRouteChunkOf('/login.js', loaded)).toBe('login');
    expect(firstRouteChunkOf('/home.js', loaded)).toBe('guard-home');
    expect(firstRouteChunkOf('/oa.js', loaded)).toBe('oa-home');
  });

  it('gives what some routes share a chunk of those routes, so no route loads code only others need', () => {
    expect(firstRouteChunkOf('/tabs.js', loaded)).toBe('guard-home~guard-data');
    expect(firstRouteChunkOf('/form.js', loaded)).toBe('login~oa-home');
  });

  it('leaves other modules to the automatic split', () => {
    expect(firstRouteChunkOf('/elsewhere.js', loaded)).toBeNull();
  });

  it('names what every route of another table loads by that table (the chart pages)', () => {
    const charts = new Map([
      ['rule-statistics', new Set(['/figures.js', '/board.js'])],
      ['report-summary', new Set(['/figures.js'])],
    ]);
    expect(firstRouteChunkOf('/figures.js', charts, 'chart-pages')).toBe('chart-pages');
    expect(firstRouteChunkOf('/board.js', charts, 'chart-pages')).toBe('rule-statistics');
  });
});

describe('FIRST_ROUTES', () => {
  it('names a module of src/ that exists for every root of every first route and chart page', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const roots = [...Object.values(FIRST_ROUTES), ...Object.values(CHART_ROUTES)].flat();
    expect(roots.filter((file) => !existsSync(path.join(src, file)))).toEqual([]);
  });

  it('covers the page of every prerendered first screen', () => {
    const roots = Object.values(FIRST_ROUTES)
      .flat()
      .map((file) => `/src/${file}`);
    expect(FIRST_SCREENS.map((screen) => screen.page).filter((page) => !roots.includes(page))).toEqual([]);
  });
});
