// Preaching 宣讲 and the speech classroom 宣讲课堂 (DESIGN §4.6). Module context: PreachingContext =
// { db, clock, operationLog, verification, personKeyOf, loginRateLimit }; its figures count in rule statistics.
export { preachingModule, type PreachingContext } from './preaching.module.ts';
export { preachSessionsFigure } from './preaching.figures.ts';
