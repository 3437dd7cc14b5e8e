// Preaching 宣讲 and the speech classroom 宣讲课堂 (DESIGN §4.6). Module context: PreachingContext =
// { db, clock, operationLog, verification, personKeyOf, loginRateLimit }. Tables are read through db/schema.ts.
export { preachingModule, type PreachingContext } from './preaching.module.ts';
