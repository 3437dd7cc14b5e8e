// The weekly case bulletin 发案通报. Module context: BulletinContext = { db, clock, operationLog, notifier, fraudTypes, jobs }.
export { bulletinModule, type BulletinContext } from './bulletin.module.ts';
export { createBulletinIssue } from './bulletin-issue.ts';
export { createBulletinRepository } from './bulletin.repository.ts';
