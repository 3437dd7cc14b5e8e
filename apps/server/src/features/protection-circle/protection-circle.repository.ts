import type { CircleMemberState } from '@afp/contract';
import { and, eq, exists, inArray, like, sql, type SQL } from 'drizzle-orm';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import { inSubtreeOf, likePrefix } from '../../core/org-scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { gulliblePerson } from '../gullible/index.ts';
import { org } from '../org/index.ts';
import {
  protectionCircleAlert,
  protectionCircleDissuasion,
  protectionCircleMember as member,
  type CircleMemberRow,
  type DissuasionRow,
} from './protection-circle.table.ts';

const inCircle = (personKey: SQL | typeof gulliblePerson.personKey) =>
  exists(
    sql`(select 1 from ${member} where ${member.ownerPersonKey} = ${personKey} and ${member.status} in ('INVITED', 'ACTIVE'))`,
  );
const countOf = (status: CircleMemberState) =>
  sql<number>`(select count(*)::int from ${member} where ${member.ownerPersonKey} = ${gulliblePerson.personKey} and ${member.status} = ${status})`;

export interface CircleFilter {
  scope: { orgId: string } | { orgPath: string };
  namePrefix?: string;
}
const circleWhere = (f: CircleFilter) =>
  and(
    'orgId' in f.scope ? eq(gulliblePerson.orgId, f.scope.orgId) : inSubtreeOf(gulliblePerson.orgPath, f.scope.orgPath),
    f.namePrefix ? like(gulliblePerson.name, likePrefix(f.namePrefix)) : undefined,
    inCircle(gulliblePerson.personKey),
  );

const ownerColumns = {
  owner: gulliblePerson,
  orgName: org.name,
  active: countOf('ACTIVE'),
  invited: countOf('INVITED'),
  createdMicros: microsOf(gulliblePerson.createdAt),
};

export function createCircleRepository({ db }: { db: Db }) {
  const ownerQuery = (where: SQL | undefined) =>
    db.select(ownerColumns).from(gulliblePerson).innerJoin(org, eq(org.id, gulliblePerson.orgId)).where(where);
  return {
    circlePage(filter: CircleFilter, after: KeysetPosition | undefined, limit: number) {
      return ownerQuery(and(circleWhere(filter), before(gulliblePerson.createdAt, gulliblePerson.id, after)))
        .orderBy(...newestFirst(gulliblePerson.createdAt, gulliblePerson.id))
        .limit(limit);
    },
    countCircles: (filter: CircleFilter) => countCapped(db, gulliblePerson, circleWhere(filter)),
    async owner(id: string) {
      const [row] = await ownerQuery(eq(gulliblePerson.id, id));
      return row;
    },
    async ownerOfKey(personKey: string, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ owner: gulliblePerson })
        .from(gulliblePerson)
        .where(eq(gulliblePerson.personKey, personKey))
        .limit(1);
      return row?.owner;
    },
    async members(personKey: string, tx: Db | Tx = db) {
      return tx
        .select()
        .from(member)
        .where(eq(member.ownerPersonKey, personKey))
        .orderBy(sql`case ${member.status} when 'ACTIVE' then 0 when 'INVITED' then 1 else 2 end`, member.createdAt);
    },
    memberPage(
      personKey: string,
      status: CircleMemberState | undefined,
      after: KeysetPosition | undefined,
      limit: number,
    ) {
      return db
        .select({ member, micros: microsOf(member.createdAt) })
        .from(member)
        .where(
          and(
            eq(member.ownerPersonKey, personKey),
            status ? eq(member.status, status) : undefined,
            before(member.createdAt, member.id, after),
          ),
        )
        .orderBy(...newestFirst(member.createdAt, member.id))
        .limit(limit);
    },
    countMembers: (personKey: string, status: CircleMemberState | undefined) =>
      countCapped(
        db,
        member,
        and(eq(member.ownerPersonKey, personKey), status ? eq(member.status, status) : undefined),
      ),
    async member(id: string, tx: Db | Tx = db) {
      const [row] = await tx.select().from(member).where(eq(member.id, id));
      return row;
    },
    async memberByInvitation(hash: string) {
      const [row] = await db.select().from(member).where(eq(member.invitationHash, hash));
      return row;
    },
    /** Phones are sealed (no SQL equality): the circle's few live members are opened and compared. */
    async phoneInCircle(tx: Tx, personKey: string, phone: string): Promise<boolean> {
      const rows = await tx
        .select({ phone: member.phone })
        .from(member)
        .where(and(eq(member.ownerPersonKey, personKey), inArray(member.status, ['INVITED', 'ACTIVE'])));
      return rows.some((row) => row.phone === phone);
    },
    async insertMember(tx: Tx, row: typeof member.$inferInsert): Promise<CircleMemberRow> {
      const [inserted] = await tx.insert(member).values(row).returning();
      return inserted!;
    },
    /** Alert rows for members not yet told of this warning; answers those newly recorded. */
    async recordAlerts(tx: Db | Tx, rows: { id: string; memberId: string; warningId: string; sentAt: Date }[]) {
      if (rows.length === 0) return [];
      return tx
        .insert(protectionCircleAlert)
        .values(rows)
        .onConflictDoNothing()
        .returning({ memberId: protectionCircleAlert.memberId });
    },
    async insertDissuasion(tx: Tx, row: DissuasionRow) {
      const [inserted] = await tx.insert(protectionCircleDissuasion).values(row).returning();
      return inserted!;
    },
    dissuasions(warningId: string) {
      return db
        .select({ dissuasion: protectionCircleDissuasion, memberName: member.name, relation: member.relation })
        .from(protectionCircleDissuasion)
        .innerJoin(member, eq(member.id, protectionCircleDissuasion.memberId))
        .where(eq(protectionCircleDissuasion.warningId, warningId))
        .orderBy(protectionCircleDissuasion.recordedAt);
    },
  };
}
export type CircleRepository = ReturnType<typeof createCircleRepository>;
export type CircleOwnerRow = NonNullable<Awaited<ReturnType<CircleRepository['owner']>>>;
