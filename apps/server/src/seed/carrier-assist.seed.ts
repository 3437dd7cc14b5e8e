import { CARRIER_ASSIST_HELPS, carrierOfPhone, COOPERATION_TASK_STATES as S } from '@afp/contract';
import { and, desc, eq, exists, like, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import {
  cooperationAccount,
  cooperationFeedback,
  cooperationTask,
  earlyWarning,
  guardUser,
  operationLog,
  org,
  warningAssignment as wa,
  warningFeedback,
} from '../db/schema.ts';
import { DEMO_LOGINS } from './demo-city.ts';
import { DEMO_COMMUNITY_ID } from './early-warnings.seed.ts';
import { seedLogRow } from './log-row.ts';

const MINUTE = 60_000;

/**
 * 运营商协助 (issue 25 item 2): two open warnings on a 中国移动 number (the demo community's first) whose
 * call did not get through — one asked 10 minutes ago for 外呼劝阻 and still open in the operator's
 * 待办 (13900000002), one asked 3 hours ago for 短信提醒 and answered (已协助) — both on the
 * warning's timeline for the demo guard.
 */
export async function insertDemoCarrierAssists(tx: Tx, now: Date): Promise<void> {
  const [mobile] = await tx
    .select({ id: org.id, name: org.name })
    .from(org)
    .where(and(eq(org.kind, 'partner'), like(org.name, '中国移动%')))
    .limit(1);
  const [operator] = await tx
    .select()
    .from(cooperationAccount)
    .where(eq(cooperationAccount.phone, DEMO_LOGINS.cooperationOperator.phone));
  if (!mobile || !operator) return;
  const candidates = await tx
    .select({ assignment: wa, victimPhone: earlyWarning.victimPhone, masked: earlyWarning.victimPhoneMasked })
    .from(wa)
    .innerJoin(earlyWarning, eq(earlyWarning.id, wa.warningId))
    // The demo community's first, then the city's (a small demo city has few unreachable ones).
    .where(
      and(
        ne(wa.state, 'CLOSED'),
        exists(
          tx
            .select({ one: sql`1` })
            .from(warningFeedback)
            .where(and(eq(warningFeedback.assignmentId, wa.id), eq(warningFeedback.connected, false))),
        ),
      ),
    )
    .orderBy(desc(sql`${wa.orgId} = ${DEMO_COMMUNITY_ID}`), desc(wa.pushedAt))
    .limit(200);
  const picked = candidates.filter((row) => carrierOfPhone(row.victimPhone) === 'CMCC').slice(0, 2);
  const plans = [
    { help: 'CALL_DISSUASION', askedMinutesAgo: 10, answer: null },
    { help: 'SMS_REMINDER', askedMinutesAgo: 180, answer: '已向机主发送反诈提醒短信（10086 下发），回执显示已送达' },
  ] as const;
  const operatorActor = { type: 'cooperation', id: operator.id, orgId: mobile.id } as const;
  for (const [index, row] of picked.entries()) {
    const plan = plans[index]!;
    const holderOrgId = row.assignment.orgId;
    const [guard] = await tx
      .select()
      .from(guardUser)
      .where(eq(guardUser.orgId, holderOrgId))
      .orderBy(desc(eq(guardUser.phone, DEMO_LOGINS.guard)))
      .limit(1);
    if (!guard) continue;
    const guardActor = { type: 'guard', id: guard.id, orgId: holderOrgId } as const;
    const id = `demo-carrier-assist-${index + 1}`;
    const help = CARRIER_ASSIST_HELPS[plan.help];
    const issuedAt = new Date(now.getTime() - plan.askedMinutesAgo * MINUTE);
    const at = (minutes: number) => new Date(issuedAt.getTime() + minutes * MINUTE);
    const answered = plan.answer !== null;
    await tx.insert(cooperationTask).values({
      id,
      batchId: id,
      partnerOrgId: mobile.id,
      issuerOrgId: holderOrgId,
      issuerOrgPath: row.assignment.orgPath,
      issuerId: guard.id,
      issuerName: guard.name,
      type: 'CARRIER_ASSIST',
      urgency: 'URGENT',
      title: `运营商协助：${help}`,
      content: `预警当事人号码 ${row.masked ?? ''} 经民警联系未接通。请${help}，并反馈办理情况。`,
      attachments: [],
      state: answered ? 'FED_BACK' : 'ISSUED',
      issuedAt,
      receivedAt: answered ? at(5) : null,
      handlingAt: answered ? at(6) : null,
      fedBackAt: answered ? at(25) : null,
      deadlineAt: at(60),
      warningAssignmentId: row.assignment.id,
      assistHelp: plan.help,
      assistPhone: row.victimPhone!,
    });
    const onTask = seedLogRow('cooperation_task', id);
    const onWarning = seedLogRow('warning_assignment', row.assignment.id);
    const rows = [
      onTask(guardActor, 'cooperation.issue', null, 'ISSUED', issuedAt, `运营商协助：${S.ISSUED}`),
      { ...onWarning(guardActor, 'carrier_assist.ask', null, '', issuedAt, `${mobile.name}：${help}`), toState: null },
    ];
    if (answered) {
      await tx.insert(cooperationFeedback).values({
        id: `${id}-answer`,
        taskId: id,
        assistOutcome: 'DONE',
        content: plan.answer,
        photos: [],
        fedBackById: operator.id,
        fedBackByName: operator.name,
        fedBackAt: at(25),
      });
      rows.push(
        onTask(operatorActor, 'cooperation.receive', 'ISSUED', 'RECEIVED', at(5), `${S.ISSUED} → ${S.RECEIVED}`),
        onTask(operatorActor, 'cooperation.start', 'RECEIVED', 'HANDLING', at(6), `${S.RECEIVED} → ${S.HANDLING}`),
        onTask(operatorActor, 'cooperation.feedback', 'HANDLING', 'FED_BACK', at(25), `${S.HANDLING} → ${S.FED_BACK}`),
        {
          ...onWarning(operatorActor, 'carrier_assist.answer', null, '', at(25), `${help}：已协助：${plan.answer}`),
          toState: null,
        },
      );
    }
    await tx.insert(operationLog).values(rows);
  }
}
