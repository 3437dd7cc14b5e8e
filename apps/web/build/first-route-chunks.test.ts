import { describe, expect, it } from 'vitest';
import type { OutputChunk } from 'rolldown';
import { firstRouteChunkOf, modulesLoadedBy } from './first-route-chunks.ts';

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
    ['login', new Set(['/shared.js', '/login.js'])],
    ['guard-home', new Set(['/shared.js', '/home.js'])],
  ]);

  it('puts what every first route loads together, and each route its own', () => {
    expect(firstRouteChunkOf('/shared.js', loaded)).toBe('first-route');
    expect(firstRouteChunkOf('/login.js', loaded)).toBe('login');
    expect(firstRouteChunkOf('/home.js', loaded)).toBe('guard-home');
  });

  it('leaves other modules to the automatic split', () => {
    expect(firstRouteChunkOf('/elsewhere.js', loaded)).toBeNull();
  });
});
