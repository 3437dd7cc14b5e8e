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
export * from '../features/early-warning/early-warning.table.ts';
export * from '../features/transfer/transfer.table.ts';
export * from '../features/access-log/access-log.table.ts';
export * from '../features/protection-circle/protection-circle.table.ts';
export * from '../features/intake/intake-client.table.ts';
export * from '../features/notice/notice.table.ts';
