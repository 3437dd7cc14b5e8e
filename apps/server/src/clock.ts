/** Time as a dependency, so tests can move it (locks, expiries, deadlines). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export function fakeClock(start = new Date('2026-01-05T09:00:00+08:00')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
