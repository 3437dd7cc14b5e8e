import { z } from 'zod';

/**
 * In a browser zod parses without compiling: its compiled parsers use `new Function`, which the
 * app's Content-Security-Policy (no 'unsafe-eval') refuses, and even zod's probe for it is
 * reported as a violation. Imported first by index.ts, before any schema is built; servers keep
 * the faster compiled parsers.
 */
if (typeof document !== 'undefined') z.config({ jitless: true });
