// Publicity 宣防 (DESIGN §4.6). Module context: PublicityContext = { db, clock, operationLog, fraudTypes, verification, handledWarnings, mediaHosts }.
// Tables `publicity_record` and `case_publicity` are read by the leaderboard and rule statistics through db/schema.ts.
export { publicityModule, type PublicityContext } from './publicity.module.ts';
