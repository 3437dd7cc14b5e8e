import path from 'node:path';
import { build, type Plugin } from 'vite';
import type { OutputChunk, RolldownOutput } from 'rolldown';

/**
 * The modules that draw each first route, from `src/`: the login page, the guard home as a
 * workplace-app visit reaches it (blank page → auth-code exchange → home tab in its frame), and the
 * pages a stored session reopens on: the oa home, the partner's cooperation index, the guard's
 * 反诈预警 tab in its frame.
 */
export const FIRST_ROUTES: Record<string, readonly string[]> = {
  login: ['features/auth/pages/login.page.tsx'],
  'guard-home': [
    'features/auth/pages/blank.page.tsx',
    'features/auth/workplace-auth.ts',
    'features/auth/auth.service.ts',
    'features/auth/api/auth.api.ts',
    'features/guard/pages/guard-home.page.tsx',
    'features/guard/components/guard-tab-layout.tsx',
  ],
  'oa-home': ['features/oa/pages/oa-home.page.tsx'],
  cooperation: ['features/cooperation/pages/cooperation-index.page.tsx'],
  'guard-data': ['features/guard/pages/guard-data.page.tsx', 'features/guard/components/guard-tab-layout.tsx'],
};

/**
 * The chart pages (the centre's rule statistics, 预警总览, a report's summary), grouped the same way
 * after the first routes: what no first route loads goes into one chunk per set of chart pages
 * (`chart-pages` for what all of them load), so the figures' code arrives in a few files. Their
 * ECharts canvas stays apart (`components/lazy-chart.tsx` loads it once the figures have painted).
 */
export const CHART_ROUTES: Record<string, readonly string[]> = {
  'rule-statistics': ['features/rule-statistics/pages/rule-index.page.tsx'],
  'warning-overview': ['features/early-warning/overview/pages/overview.page.tsx'],
  'report-summary': ['features/report/pages/report-detail.page.tsx'],
};

/** Set while the analysing build runs, so it is split automatically and skips the costly plugins. */
const ANALYSING = 'AFP_FIRST_ROUTE_ANALYSIS';
export const isAnalysingBuild = (): boolean => process.env[ANALYSING] === '1';

/** The modules a route loads: those of the chunks holding its roots and of every chunk they import statically. */
export function modulesLoadedBy(chunks: readonly OutputChunk[], roots: readonly string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const pending = chunks.filter((chunk) => chunk.moduleIds.some((id) => roots.includes(id)));
  const seen = new Set<OutputChunk>();
  for (let chunk = pending.pop(); chunk; chunk = pending.pop()) {
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) pending.push(imported);
    }
  }
  return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
}

/**
 * Which first-route chunk a module goes to, by the first routes that load it: `first-route` when
 * every one does, the route's own when only one does, and one chunk per set of routes otherwise
 * (`oa-home~cooperation`), so no route loads another's code; none (automatic splitting) when no
 * first route loads it.
 */
export function firstRouteChunkOf(
  id: string,
  loaded: ReadonlyMap<string, Set<string>>,
  allName = 'first-route',
): string | null {
  const routes = [...loaded].filter(([, modules]) => modules.has(id)).map(([route]) => route);
  if (routes.length === 0) return null;
  return routes.length === loaded.size ? allName : routes.join('~');
}

/** The modules each route of a table loads, read from the automatic build's chunks. */
function loadedByRoutes(chunks: readonly OutputChunk[], routes: Record<string, readonly string[]>, root: string) {
  return new Map(
    Object.entries(routes).map(([route, roots]) => [
      route,
      modulesLoadedBy(
        chunks,
        roots.map((file) => path.join(root, 'src', file)),
      ),
    ]),
  );
}

async function automaticChunks(configFile: string): Promise<OutputChunk[]> {
  process.env[ANALYSING] = '1';
  const nodeEnv = process.env.NODE_ENV;
  try {
    const result = (await build({ configFile, logLevel: 'silent', build: { write: false } })) as RolldownOutput;
    return result.output.filter((output): output is OutputChunk => output.type === 'chunk');
  } finally {
    delete process.env[ANALYSING];
    process.env.NODE_ENV = nodeEnv;
  }
}

/**
 * Puts each first route's code in a few files (what every first route needs, what only it needs,
 * what it shares with some of the others) instead of the dozens the automatic split makes of it (antd-mobile's components, icons and helpers
 * each their own chunk): on a phone at 150 ms per request over HTTP/1.1's six connections the
 * requests queue, and small files gzipped one by one compress worse than one. Which modules a
 * route loads is read from an automatic build first (only it knows what tree-shaking kept of the
 * packages' barrels); the chart pages follow (CHART_ROUTES), other pages keep the automatic split
 * and may share a first-route or chart-page file.
 */
export function firstRouteChunks(): Plugin {
  return {
    name: 'afp-first-route-chunks',
    apply: (_, env) => env.command === 'build' && !isAnalysingBuild(),
    async config(config) {
      const root = config.root ?? process.cwd();
      const chunks = await automaticChunks(path.join(root, 'vite.config.ts'));
      const loaded = loadedByRoutes(chunks, FIRST_ROUTES, root);
      const loadedByCharts = loadedByRoutes(chunks, CHART_ROUTES, root);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'first routes',
                    name: (id: string) => firstRouteChunkOf(id, loaded),
                    includeDependenciesRecursively: false,
                  },
                  {
                    debugName: 'chart pages',
                    name: (id: string) =>
                      firstRouteChunkOf(id, loaded) ? null : firstRouteChunkOf(id, loadedByCharts, 'chart-pages'),
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
