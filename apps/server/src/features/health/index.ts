// `/health` with a database round trip. Context: HealthContext ({ db, engine }).
export { healthModule, type HealthContext } from './health.module.ts';
