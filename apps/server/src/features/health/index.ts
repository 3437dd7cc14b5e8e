// `/health`, `/healthz`, `/readyz`. Context: HealthContext ({ db, engine, lifecycle }).
export { healthModule, PROBE_PATHS, type HealthContext } from './health.module.ts';
