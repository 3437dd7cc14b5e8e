import { ORG_LEVEL } from '@afp/contract';
import { everyMinuteSweep } from '../../core/jobs/index.ts';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../secrets.ts';
import type { FraudTypeDictionary } from '../early-warning/index.ts';
import type { SystemMail } from '../mail/index.ts';
import type { CasePublicityOpener } from '../publicity/index.ts';
import type { BulletinRepository, CaseRow } from './bulletin.repository.ts';
import { bulletinFiguresOf, bulletinMailOf, bulletinNoOf, reportedWeekOf } from './bulletin.rules.ts';

const OTHER_FRAUD = { key: 'OTHER', name: '其他诈骗' };
/** Who issues it: the system, for the centre (the log's actor and the mail's drafter). */
const SYSTEM = { loginType: 'system', id: 'case-bulletin', name: '系统（发案通报）' };

/**
 * The weekly case bulletin 发案通报 (issue 26 item 3): from Monday 08:00 China time, last week's cases
 * by community and fraud type beside the week before, stored, sent to every district and station as
 * a 公文 from the centre, and each case's 一案一宣 task opened (one per case, through publicity's face).
 * A periodic job (once across processes); the week's unique key makes it once per week even when
 * two runs meet: the second's insert finds the week taken and the whole issue is skipped. A run
 * after a missed Monday (the server was down) issues it late rather than never.
 */
export function createBulletinIssue(deps: {
  db: Db;
  clock: Clock;
  repository: BulletinRepository;
  fraudTypes: FraudTypeDictionary;
  mail: SystemMail;
  openCasePublicity: CasePublicityOpener;
}) {
  const { db, clock, repository, fraudTypes, mail, openCasePublicity } = deps;

  async function namesOf(cases: readonly CaseRow[]) {
    const districtOf = (path: string) => path.split('/').filter(Boolean)[1] ?? '';
    const ids = new Set(cases.flatMap((c) => [c.orgId, districtOf(c.orgPath)]));
    const [orgNames, types] = await Promise.all([repository.orgNames([...ids]), fraudTypes.entries()]);
    const pathOf = new Map(cases.map((c) => [c.orgId, c.orgPath]));
    return {
      community: (orgId: string) => ({
        name: orgNames.get(orgId) ?? '未知单位',
        area: orgNames.get(districtOf(pathOf.get(orgId) ?? '')) ?? '',
      }),
      fraudType: (code: string | null) => {
        const entry = code ? types.get(code) : undefined;
        return entry ? { key: entry.code, name: entry.name } : OTHER_FRAUD;
      },
    };
  }

  /** Issues the bulletin of the week before `now`'s when due and not issued; answers whether it did. */
  async function issue(): Promise<boolean> {
    const now = clock.now();
    const week = reportedWeekOf(now);
    if (now < week.dueAt || (await repository.byWeek(week.weekKey))) return false;
    const centre = await repository.centre();
    if (!centre) return false;
    const cases = await repository.cases(week.previousFrom, week.to);
    const figures = bulletinFiguresOf(cases, week, await namesOf(cases));
    const bulletinNo = bulletinNoOf(week.weekKey);
    const targets = (await mail.targetOrgs()).filter(
      (o) => o.level === ORG_LEVEL.district || o.level === ORG_LEVEL.station,
    );
    return db.transaction(async (tx) => {
      const claimed = await repository.claim(tx, {
        id: newId(),
        weekKey: week.weekKey,
        bulletinNo,
        weekStart: week.from,
        weekEnd: week.to,
        orgId: centre.id,
        orgPath: centre.path,
        cases: figures.total.cases,
        previousCases: figures.total.previousCases,
        amountLost: figures.total.amountLost,
        figures,
        issuedAt: now,
      });
      if (!claimed) return false;
      const sent = await mail.send(tx, {
        sender: { orgId: centre.id, orgName: centre.name, orgPath: centre.path, id: SYSTEM.id, name: SYSTEM.name },
        ...bulletinMailOf(bulletinNo, figures),
        targets,
      });
      const communities = new Set<string>();
      const actor = { loginType: SYSTEM.loginType, id: SYSTEM.id, orgId: centre.id };
      for (const c of cases.filter((row) => row.at >= week.from)) {
        const task = await openCasePublicity(
          tx,
          {
            warningId: c.warningId,
            orgId: c.orgId,
            fraudTypeCode: c.fraudTypeCode,
            amountLost: c.amountLost,
            caseAt: c.at,
          },
          actor,
        );
        if (task) communities.add(c.orgId);
      }
      await repository.settle(tx, claimed.id, {
        mailId: sent.id,
        docNumber: sent.docNumber,
        communitiesWithTasks: communities.size,
      });
      return true;
    });
  }

  return everyMinuteSweep('bulletin.weekly-issue', async () => ((await issue()) ? 1 : 0));
}
