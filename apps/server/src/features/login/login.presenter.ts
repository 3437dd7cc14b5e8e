import type { BoundAccount, LoginResult } from '@afp/contract';
import type { Account } from '../account/account.repository.ts';

/** The login answer per type (spec §3): token plus what fills the client's session values. */
export function loginResultOf(account: Account, token: string): LoginResult {
  switch (account.loginType) {
    case 'oa':
      return {
        token,
        accountId: account.id,
        accountName: account.accountName,
        utype: account.utype ?? '',
        lowest: account.lowest,
      };
    case 'guard':
      return {
        token,
        uid: account.id,
        phone: account.phone,
        roleType: account.roleType ?? 1,
        orgLevel: account.orgLevel,
      };
    case 'cooperation':
      return { token, accountId: account.id, phone: account.phone };
  }
}

export const boundAccountOf = (account: Account): BoundAccount => ({
  accountId: account.id,
  name: account.name,
  orgName: account.orgName,
});
