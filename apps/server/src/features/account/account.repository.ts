import { eq, sql } from 'drizzle-orm';
import type { LoginType } from '@afp/contract';
import type { Account } from '../../core/principal.ts';
import type { Db } from '../../db/client.ts';
import { org } from '../org/index.ts';
import { cooperationAccount } from './cooperation-account.table.ts';
import { guardUser } from './guard-account.table.ts';
import { oaAccount } from './oa-account.table.ts';

const orgColumns = { orgId: org.id, orgName: org.name, orgPath: org.path, orgLevel: org.level };
const stateColumns = <T extends typeof oaAccount | typeof guardUser | typeof cooperationAccount>(t: T) => ({
  disabled: t.disabled,
});

function oaQuery(db: Db) {
  return db
    .select({
      id: oaAccount.id,
      name: oaAccount.displayName,
      phone: sql<string>`''`,
      accountName: oaAccount.accountName,
      passwordHash: oaAccount.passwordHash,
      utype: oaAccount.utype,
      lowest: oaAccount.lowest,
      roleType: sql<null>`null`,
      ...orgColumns,
      ...stateColumns(oaAccount),
    })
    .from(oaAccount)
    .innerJoin(org, eq(org.id, oaAccount.orgId));
}

function guardQuery(db: Db) {
  return db
    .select({
      id: guardUser.id,
      name: guardUser.name,
      phone: guardUser.phone,
      accountName: guardUser.phone,
      passwordHash: sql<null>`null`,
      utype: sql<null>`null`,
      lowest: sql<boolean>`false`,
      roleType: guardUser.roleType,
      ...orgColumns,
      ...stateColumns(guardUser),
    })
    .from(guardUser)
    .innerJoin(org, eq(org.id, guardUser.orgId));
}

function cooperationQuery(db: Db) {
  return db
    .select({
      id: cooperationAccount.id,
      name: cooperationAccount.name,
      phone: cooperationAccount.phone,
      accountName: cooperationAccount.phone,
      passwordHash: cooperationAccount.passwordHash,
      utype: sql<null>`null`,
      lowest: sql<boolean>`false`,
      roleType: sql<null>`null`,
      ...orgColumns,
      ...stateColumns(cooperationAccount),
    })
    .from(cooperationAccount)
    .innerJoin(org, eq(org.id, cooperationAccount.orgId));
}

export type { Account };

export function createAccountRepository({ db }: { db: Db }) {
  const withType = (loginType: LoginType) => (rows: Omit<Account, 'loginType'>[]) =>
    rows[0] ? { ...rows[0], loginType } : undefined;

  return {
    findById(loginType: LoginType, id: string): Promise<Account | undefined> {
      const query =
        loginType === 'oa'
          ? oaQuery(db).where(eq(oaAccount.id, id))
          : loginType === 'guard'
            ? guardQuery(db).where(eq(guardUser.id, id))
            : cooperationQuery(db).where(eq(cooperationAccount.id, id));
      return query.limit(1).then(withType(loginType));
    },
    /** The login identifier: account name for oa, phone for guard and cooperation. */
    findByLoginName(loginType: LoginType, loginName: string): Promise<Account | undefined> {
      const query =
        loginType === 'oa'
          ? oaQuery(db).where(eq(oaAccount.accountName, loginName))
          : loginType === 'guard'
            ? guardQuery(db).where(eq(guardUser.phone, loginName))
            : cooperationQuery(db).where(eq(cooperationAccount.phone, loginName));
      return query.limit(1).then(withType(loginType));
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
