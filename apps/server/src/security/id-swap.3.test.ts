import { buildTestApp } from '../testing/test-app.ts';
import { idSwapSuite } from './id-swap.suite.ts';

idSwapSuite({ shard: 3, of: 4, build: () => buildTestApp() });
