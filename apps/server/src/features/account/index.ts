// Accounts of the three login types as one `Account`. Context: AccountContext ({ db, accounts }).
export { accountModule, type AccountContext } from './account.module.ts';
export type { Account } from '../../core/principal.ts';
export { cooperationAccount, type CooperationAccountRow } from './cooperation-account.table.ts';
export { guardUser, type GuardUserRow } from './guard-account.table.ts';
export { oaAccount, type OaAccountRow } from './oa-account.table.ts';
export {
  createAccountRepository,
  type AccountRepository,
  type PasswordHashes,
  type PasswordLoginType,
} from './account.repository.ts';
export { ACCOUNT_CACHE_MS, createAccountCache, type AccountCache } from './account-cache.ts';
export { createGuardWrites, type GuardWrites } from './guard-writes.ts';
export { createAccountService, type AccountService } from './account.service.ts';
