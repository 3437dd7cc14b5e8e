import type { BoundAccount, CooperationLoginResult, GuardLoginResult, LoginResult, OaLoginResult } from '@afp/contract';
import type { Account } from '../../core/principal.ts';

/** An account that has just opened a session. */
export interface SignedIn {
  account: Account;
  token: string;
}

/** The login answers per type (spec §3): token plus what fills the client's session values. */
export const oaLoginResultOf = ({ account, token }: SignedIn): OaLoginResult => ({
  token,
  accountId: account.id,
  accountName: account.accountName,
  utype: account.utype ?? '',
  lowest: account.lowest,
});

export const guardLoginResultOf = ({ account, token }: SignedIn): GuardLoginResult => ({
  token,
  uid: account.id,
  phone: account.phone,
  roleType: account.roleType ?? 1,
  orgLevel: account.orgLevel,
});

export const cooperationLoginResultOf = ({ account, token }: SignedIn): CooperationLoginResult => ({
  token,
  accountId: account.id,
  phone: account.phone,
});

export function loginResultOf(signedIn: SignedIn): LoginResult {
  switch (signedIn.account.loginType) {
    case 'oa':
      return oaLoginResultOf(signedIn);
    case 'guard':
      return guardLoginResultOf(signedIn);
    case 'cooperation':
      return cooperationLoginResultOf(signedIn);
  }
}

export const boundAccountOf = (account: Account): BoundAccount => ({
  accountId: account.id,
  name: account.name,
  orgName: account.orgName,
});
