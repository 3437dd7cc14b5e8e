import { formatChinaDateTime, PREACH_AUDIENCE_TYPES, PREACH_TOPICS, type PreachTopic } from '@afp/contract';
import { inArray } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { SubjectDescription, Verification } from '../verification/index.ts';
import { PATHS_OF_PREACHING } from './preaching.paths.ts';
import { appointmentNotFound } from './preaching.errors.ts';
import type { PreachingRepository } from './preaching.repository.ts';
import type { PreachingService, SubmitCompletion } from './preaching.service.ts';
import { preachAppointment } from './preaching.table.ts';

/** A completion goes to the shared verification as 'preach_completion' (issue 12), in the completion's transaction. */
export const completionSubmitter =
  (verification: Verification): SubmitCompletion =>
  (tx, appointment, caller) =>
    verification
      .submitForVerification(tx, {
        kind: 'preach_completion',
        subjectId: appointment.id,
        orgId: appointment.orgId,
        submitter: caller,
        title: `${caller.name}：${appointment.applicantUnit}宣讲（${appointment.audienceCount ?? 0}人）`,
      })
      .then(() => undefined);

/**
 * The verification's answers on a completion: reviewed → CLOSED and verified; refused → back to
 * ACCEPTED with the reason, for the guard to complete again. Both through the transition table.
 */
export function registerPreachCompletion(deps: {
  verification: Verification;
  repository: PreachingRepository;
  service: PreachingService;
  clock: Clock;
}) {
  const { verification, repository, service, clock } = deps;
  async function current(tx: Tx, id: string) {
    const row = await repository.row(tx, id);
    if (!row) throw appointmentNotFound();
    return row;
  }
  verification.verifiableKinds.register({
    kind: 'preach_completion',
    async onReviewed(tx, subjectId, by) {
      const row = await current(tx, subjectId);
      await service.move(tx, by, row, row.version, 'verify', { verifiedAt: clock.now() });
    },
    async onRefused(tx, subjectId, reason, by) {
      const row = await current(tx, subjectId);
      await service.move(tx, by, row, row.version, 'refuse', { refuseReason: reason }, reason);
    },
    async describe(db: Db, subjectIds: string[]) {
      const rows = await db.select().from(preachAppointment).where(inArray(preachAppointment.id, subjectIds));
      return new Map<string, SubjectDescription>(
        rows.map((row) => [
          row.id,
          {
            lines: [
              { label: '申请单位', value: row.applicantUnit },
              { label: '宣讲时间', value: formatChinaDateTime(row.startsAt) },
              { label: '宣讲地址', value: row.address },
              { label: '受众', value: PREACH_AUDIENCE_TYPES[row.audienceType] },
              { label: '实到人数', value: String(row.audienceCount ?? 0) },
              { label: '宣讲主题', value: row.topics.map((t) => PREACH_TOPICS[t as PreachTopic]).join('、') },
              { label: '宣讲概况', value: row.overview ?? '' },
            ],
            link: `${PATHS_OF_PREACHING.detail}?id=${row.id}`,
          },
        ]),
      );
    },
  });
}
