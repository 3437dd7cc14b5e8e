import type { Account } from '../../core/principal.ts';
import type { OperationEntry } from '../operation-log/index.ts';

/** The operation-log entry of something done to an account by itself (a login, a lock, a password change). */
export const accountEntry = (
  account: Pick<Account, 'loginType' | 'id' | 'orgId'>,
  action: string,
  remark?: string | null,
): OperationEntry => ({
  actorType: account.loginType,
  actorId: account.id,
  orgId: account.orgId,
  action,
  entityType: 'account',
  entityId: account.id,
  remark: remark ?? null,
});
