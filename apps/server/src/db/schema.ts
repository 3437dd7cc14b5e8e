/** Every feature's tables, gathered for drizzle and its migration generator. */
export * from '../features/org/org.table.ts';
export * from '../features/account/oa-account.table.ts';
export * from '../features/account/guard-account.table.ts';
export * from '../features/account/cooperation-account.table.ts';
export * from '../features/login/sms-code.table.ts';
export * from '../features/identity/identity.table.ts';
export * from '../features/session/session.table.ts';
export * from '../features/operation-log/operation-log.table.ts';
export * from '../features/verify-group/verify-group.table.ts';
export * from '../features/file/file.table.ts';
export * from '../features/rule-statistics/rule-statistics.table.ts';
