let shiftMs = 0;

/**
 * Real time as seen from a test app: a seeded test database is a copy of the run's template made
 * minutes earlier, and the app's clock starts where that seed ended, so fixtures stamped "now"
 * (a pushed warning) take real time moved back by as much — as far after the clock's start as
 * they were when every test file seeded its own database.
 */
export const testWallClock = (): Date => new Date(Date.now() - shiftMs);

/** Called by buildTestApp: the clock it starts at `clockStart` stands for the real time now. */
export function alignTestWallClock(clockStart: Date) {
  shiftMs = Date.now() - clockStart.getTime();
}
