import type { FastifyBaseLogger } from 'fastify';
import { loggableError } from '../../http/loggable-error.ts';
import type { AnyJobDefinition, JobRun } from './job.ts';

/** The definitions by name, and the one place a run is checked, counted and logged on both engines. */
export function createJobRegistry(log: FastifyBaseLogger) {
  const definitions = new Map<string, AnyJobDefinition>();
  let completedHere = 0;
  let failuresHere = 0;

  return {
    register: (...added: AnyJobDefinition[]) => {
      for (const definition of added) {
        if (definitions.has(definition.name)) throw new Error(`Job ${definition.name} is defined twice`);
        definitions.set(definition.name, definition);
      }
    },
    get: (name: string) => definitions.get(name),
    all: () => [...definitions.values()],
    periodic: () => [...definitions.values()].filter((definition) => definition.everyMinutes),
    /** Runs one job; throws (for the queue to retry) when the handler throws or the name is unknown. */
    async run(name: string, payload: unknown, run: JobRun): Promise<void> {
      const definition = definitions.get(name);
      try {
        if (!definition) throw new Error(`No job named ${name} in this process`);
        await definition.handle(definition.payload.parse(payload), run);
        completedHere += 1;
      } catch (error) {
        completedHere += 1;
        failuresHere += 1;
        // Database errors lose their parameters (personal data); the queue keeps the message for the retry.
        const reason = loggableError(error, log);
        log.warn({ job: name, attempt: run.attempt, reason }, 'job failed');
        // The queue stores the message (last_error): a database error's names no bound parameters.
        throw new Error(reason instanceof Error ? reason.message : JSON.stringify(reason), { cause: error });
      }
    },
    counters: () => ({ completedHere, failuresHere }),
  };
}
