import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * The soak's control (bench/soak.ts): a Node process that does nothing but measure its own event
 * loop, exactly as prom-client measures a server's (`monitorEventLoopDelay`, 10-ms resolution).
 * Its lag is the machine's: the time the operating system keeps a ready process off the cores
 * while the servers, PostgreSQL and the load generator share them. Asked over IPC, it answers its
 * p99 in milliseconds since the last question and starts a new interval.
 */
const delay = monitorEventLoopDelay({ resolution: 10 });
delay.enable();
process.on('message', () => {
  process.send?.(delay.percentile(99) / 1e6);
  delay.reset();
});
