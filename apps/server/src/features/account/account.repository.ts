import { and, eq, sql } from 'drizzle-orm';
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

/** The login types that sign in with a password (oa, partners); guards use SMS codes. */
export type PasswordLoginType = Exclude<LoginType, 'guard'>;
/** A password account's current hash and the one it replaced (null until the first change). */
export interface PasswordHashes {
  current: string;
  previous: string | null;
}

export function createAccountRepository({ db }: { db: Db }) {
  const withType = (loginType: LoginType) => (rows: Omit<Account, 'loginType'>[]) =>
    rows[0] ? { ...rows[0], loginType } : undefined;

  return {
    /** The stored password hashes of an oa or partner account, read fresh (never from a cache). */
    async passwordHashesOf(loginType: PasswordLoginType, id: string): Promise<PasswordHashes | undefined> {
      const [row] =
        loginType === 'oa'
          ? await db
              .select({ current: oaAccount.passwordHash, previous: oaAccount.previousPasswordHash })
              .from(oaAccount)
              .where(eq(oaAccount.id, id))
          : await db
              .select({ current: cooperationAccount.passwordHash, previous: cooperationAccount.previousPasswordHash })
              .from(cooperationAccount)
              .where(eq(cooperationAccount.id, id));
      return row;
    },
    /**
     * Replaces the password if it is still `expected` (of two changes at once, one wins), keeping
     * the replaced hash as the previous one; answers whether it changed.
     */
    async replacePassword(loginType: PasswordLoginType, id: string, expected: string, next: string, at: Date) {
      const values = { passwordHash: next, previousPasswordHash: expected, passwordChangedAt: at };
      const changed =
        loginType === 'oa'
          ? await db
              .update(oaAccount)
              .set(values)
              .where(and(eq(oaAccount.id, id), eq(oaAccount.passwordHash, expected)))
              .returning({ id: oaAccount.id })
          : await db
              .update(cooperationAccount)
              .set(values)
              .where(and(eq(cooperationAccount.id, id), eq(cooperationAccount.passwordHash, expected)))
              .returning({ id: cooperationAccount.id });
      return changed.length === 1;
    },
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
