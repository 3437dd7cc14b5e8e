import type { Clock } from '../../clock.ts';
import { maskName } from '../../core/personal-data.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../secrets.ts';
import type { WorkNotifier } from '../identity/index.ts';
import type { CircleRepository } from './protection-circle.repository.ts';
import { isAlerted } from './protection-circle.rules.ts';

export interface NewWarningOnPerson {
  warningId: string;
  warningNo: string;
  assignmentId: string;
  /** The person key of the warning's victim (the circle's owner key). */
  personKey: string;
  /** The organisation handling the warning. */
  orgId: string;
}

/** Tells a circle of a new warning on its owner. */
export interface CircleAlerts {
  warningCreated(warning: NewWarningOnPerson): Promise<number>;
}

/**
 * A new warning on a circle owner alerts the ACTIVE members who asked to be told: one alert row per
 * member and warning (a repeat of the same warning alerts nobody twice), and one work notice through
 * the notifier to the organisation handling the warning, naming who was told — its guards call them
 * as 亲友 contacts. Never fails the intake: errors are the caller's to log.
 */
export function createCircleAlerts(deps: {
  db: Db;
  clock: Clock;
  repository: CircleRepository;
  notifier: WorkNotifier;
}): CircleAlerts {
  const { db, clock, repository, notifier } = deps;
  return {
    async warningCreated(warning) {
      const members = (await repository.members(warning.personKey)).filter(isAlerted);
      if (members.length === 0) return 0;
      const now = clock.now();
      // The alert rows and their notice commit together (the outbox): a rolled-back alert tells
      // nobody, and a recorded one — never alerted twice — cannot have lost its notice.
      return db.transaction(async (tx) => {
        const recorded = await repository.recordAlerts(
          tx,
          members.map((member) => ({ id: newId(), memberId: member.id, warningId: warning.warningId, sentAt: now })),
        );
        const told = members.filter((member) => recorded.some((row) => row.memberId === member.id));
        if (told.length === 0) return 0;
        const names = told.map((member) => `${member.relation}${maskName(member.name)}`).join('、');
        await notifier.notify(
          warning.orgId,
          {
            kind: 'circle_alert',
            text: `守护圈提醒：预警 ${warning.warningNo} 的当事人有守护圈成员 ${told.length} 名（${names}），可在反馈时作为亲友联系`,
            warningId: warning.warningId,
            assignmentId: warning.assignmentId,
          },
          tx,
        );
        return told.length;
      });
    },
  };
}
