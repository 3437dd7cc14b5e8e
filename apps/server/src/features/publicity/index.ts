// Publicity 宣防 (DESIGN §4.6). Module context: PublicityContext = { db, clock, operationLog, fraudTypes, verification, handledWarnings, mediaHosts }.
// Its figures (publicity.figures.ts) are what the leaderboard and rule statistics count.
export { publicityModule, type PublicityContext } from './publicity.module.ts';
export { casePublicityFigure, casePublicityGuardFigure, publicityRecordsFigure } from './publicity.figures.ts';
export { createCasePublicityOpener, type CasePublicityOpener } from './case-publicity-opener.ts';
export type { CaseWithLoss } from './case-publicity.service.ts';
