import {
  GUARD_ROLE,
  MAIL_RECEIPT_STATES,
  type MailReceiptState,
  type MailState,
  type MailUrgency,
} from '@afp/contract';
import type { Db } from '../db/client.ts';
import { chinaDayOf } from '@afp/contract';
import { docNumberOf } from '../features/mail/index.ts';
import { mail, mailDocCounter, mailRead, mailReceipt, mailTemplate, operationLog } from '../db/schema.ts';
import { seededRandom, type SeededRandom } from './random.ts';
import { type SeedOrg as SharedSeedOrg } from './early-warnings.seed.ts';

type MailInsert = typeof mail.$inferInsert;
type ReceiptInsert = typeof mailReceipt.$inferInsert;
type TemplateInsert = typeof mailTemplate.$inferInsert;
type LogInsert = typeof operationLog.$inferInsert;

type SeedOrg = Pick<SharedSeedOrg, 'id' | 'path' | 'kind' | 'parentId'> & { name?: string };
type ReadInsert = typeof mailRead.$inferInsert;
type CounterInsert = typeof mailDocCounter.$inferInsert;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export const DEMO_MAIL_TEMPLATES: TemplateInsert[] = [
  {
    id: 'mt-notice',
    name: '工作通知',
    title: '关于做好近期反诈工作的通知',
    body: '各单位：\n\n为进一步做好电信网络诈骗防范工作，现将有关事项通知如下：\n一、……\n二、……\n\n请各单位认真贯彻落实。',
    urgency: 'NORMAL',
    needsFeedback: false,
    signDays: 2,
    feedbackDays: null,
    sort: 1,
  },
  {
    id: 'mt-report',
    name: '材料报送',
    title: '关于报送反诈工作材料的通知',
    body: '各单位：\n\n请于规定期限内报送本单位反诈工作开展情况（含宣传场次、劝阻人数、典型案例），以附件形式反馈。',
    urgency: 'NORMAL',
    needsFeedback: true,
    signDays: 1,
    feedbackDays: 5,
    sort: 2,
  },
  {
    id: 'mt-warning',
    name: '紧急预警',
    title: '关于防范新型诈骗手法的紧急提醒',
    body: '各单位：\n\n近期我市出现新型诈骗手法，请立即组织辖区开展针对性宣传，并反馈落实情况。',
    urgency: 'EXTRA_URGENT',
    needsFeedback: true,
    signDays: 1,
    feedbackDays: 2,
    sort: 3,
  },
  {
    id: 'mt-meeting',
    name: '会议通知',
    title: '关于召开反诈工作推进会的通知',
    body: '各单位：\n\n定于近期召开全市反诈工作推进会，请各单位分管负责人准时参会，签收后反馈参会人员名单。',
    urgency: 'URGENT',
    needsFeedback: true,
    signDays: 1,
    feedbackDays: 2,
    sort: 4,
  },
  {
    id: 'mt-campaign',
    name: '专项行动',
    title: '关于开展反诈宣传专项行动的通知',
    body: '各单位：\n\n为提升群众识骗防骗能力，决定开展为期一个月的反诈宣传专项行动，具体方案见附件。',
    urgency: 'NORMAL',
    needsFeedback: true,
    signDays: 3,
    feedbackDays: 10,
    sort: 5,
  },
  {
    id: 'mt-assessment',
    name: '考核通报',
    title: '关于反诈工作考核情况的通报',
    body: '各单位：\n\n现将本月反诈工作考核情况通报如下，请排名靠后的单位认真分析原因、抓好整改。',
    urgency: 'NORMAL',
    needsFeedback: false,
    signDays: 3,
    feedbackDays: null,
    sort: 6,
  },
];

const TOPICS = [
  '冒充客服退款诈骗',
  '刷单返利诈骗',
  '虚假投资理财诈骗',
  '冒充公检法诈骗',
  '虚假贷款诈骗',
  '游戏装备交易诈骗',
  '国家反诈中心APP推广',
  '“断卡”行动',
  '校园反诈宣传',
  '老年人防骗宣传',
];

export interface DemoMail {
  templates: TemplateInsert[];
  mails: MailInsert[];
  receipts: ReceiptInsert[];
  logs: LogInsert[];
  reads: ReadInsert[];
  docCounters: CounterInsert[];
}

/** A unit's guard account, as the seed made it. */
export interface DemoGuard {
  id: string;
  name: string;
  orgId: string;
  roleType: number;
}
interface Admin {
  actor: Pick<LogInsert, 'actorType' | 'actorId' | 'orgId'>;
  name: string;
}

/** Each unit's admin (the lowest admin role of the unit: a station's, a community team's); a stand-in without one. */
function adminsOf(guards: readonly DemoGuard[]): (orgId: string) => Admin {
  const admins = new Map<string, DemoGuard>();
  for (const guard of guards)
    if (guard.roleType > GUARD_ROLE.guard && !admins.has(guard.orgId)) admins.set(guard.orgId, guard);
  return (orgId) => {
    const admin = admins.get(orgId);
    return {
      actor: { actorType: 'guard', actorId: admin?.id ?? `demo-admin-${orgId}`, orgId },
      name: admin?.name ?? '值班员',
    };
  };
}

/** Why the demo's returned receipts were sent back. */
const RETURN_REASON = '非本单位业务范围，请核实接收单位';

/** A unit's own move on its receipt by its admin (named on the timeline), the remark as the workflow writes it. */
function receiptLog(
  admin: Admin,
  move: { receiptId: string; action: string; from: MailReceiptState; to: MailReceiptState; at: Date; reason?: string },
): LogInsert {
  const moved = `${MAIL_RECEIPT_STATES[move.from]} → ${MAIL_RECEIPT_STATES[move.to]}`;
  return {
    ...admin.actor,
    action: move.action,
    entityType: 'mail_receipt',
    entityId: move.receiptId,
    fromState: move.from,
    toState: move.to,
    remark: move.reason ? `${moved}：${move.reason}` : moved,
    createdAt: move.at,
  };
}

/** 东湖区分局's drafter and its leader (DEMO_LOGINS oaStaff and oaDistrictLeader): the 签发 demo. */
const DRAFTER = { orgId: 'org-d1', id: 'oa-staff', name: '刘专员' };
const LEADER = { id: 'oa-d1-leader', name: '赵局长' };

/** The demo's senders: the centre's admin, and the 东湖区 district's staff (DEMO_LOGINS oa logins). */
const SENDERS = [
  { orgId: 'org-centre', id: 'oa-admin', name: '王管理' },
  { orgId: 'org-d1', id: 'oa-staff', name: '刘专员' },
];

/** Whom a mail goes to: the centre writes to districts and stations, the district to its stations and communities. */
function targetsOf(random: SeededRandom, senderOrgId: string, orgs: SeedOrg[]): SeedOrg[] {
  const byKind = (kind: string, under: string) => orgs.filter((o) => o.kind === kind && o.path.includes(`/${under}/`));
  if (senderOrgId === 'org-centre') {
    const districts = orgs.filter((o) => o.kind === 'district');
    const shape = random.next();
    if (shape < 0.5) return districts;
    // One district and its stations, always the demo district now and then.
    const district = random.next() < 0.6 ? districts[0]! : random.pick(districts);
    const stations = byKind('street', district.id);
    return shape < 0.85 ? [district, ...stations] : [district, stations[0]!, ...byKind('community', stations[0]!.id)];
  }
  const stations = byKind('street', 'org-d1');
  const shape = random.next();
  if (shape < 0.6) return stations;
  if (shape < 0.85) return [...stations.slice(0, 1), ...byKind('community', 'org-d1-s1')];
  return [orgs.find((o) => o.id === 'org-centre')!, ...stations];
}

/** A receipt's state for a mail still open: older mails are further along. */
function openReceiptState(random: SeededRandom, ageDays: number, needsFeedback: boolean): MailReceiptState {
  const progress = Math.min(1, ageDays / 10) * 0.8 + random.next() * 0.4;
  if (random.next() < 0.04) return 'RETURNED';
  // Laggards: past the deadline these are the overdue ones the sender urges.
  if (random.next() < 0.12) return random.next() < 0.5 ? 'UNREAD' : 'READ';
  if (progress < 0.25) return 'UNREAD';
  if (progress < 0.45) return 'READ';
  if (progress < 0.75 || !needsFeedback) return 'SIGNED';
  return 'FED_BACK';
}

/** Mails between the centre, the districts and the stations over the last `days` days, in every state. */
export function buildDemoMail({
  orgs,
  now,
  count = 160,
  days = 60,
  guards = [],
}: {
  orgs: SeedOrg[];
  now: Date;
  count?: number;
  days?: number;
  /** The units' admins, who read, sign, feed back and forward on the fixed mails (named on their timelines). */
  guards?: readonly DemoGuard[];
}): DemoMail {
  const random = seededRandom(4_712);
  const mails: MailInsert[] = [];
  const receipts: ReceiptInsert[] = [];
  const logs: LogInsert[] = [];
  const urgencies: MailUrgency[] = ['NORMAL', 'NORMAL', 'NORMAL', 'URGENT', 'EXTRA_URGENT'];
  const adminOf = adminsOf(guards);
  for (let i = 0; i < count; i += 1) {
    const sender = random.next() < 0.6 ? SENDERS[0]! : SENDERS[1]!;
    // The newest ones are a few hours old, so the inboxes open with unread mail.
    const ageDays = i < 4 ? (i + 1) * 0.1 : random.next() * days;
    const sentAt = new Date(now.getTime() - ageDays * DAY);
    const template = random.pick(DEMO_MAIL_TEMPLATES);
    const topic = random.pick(TOPICS);
    const needsFeedback = template.needsFeedback ?? false;
    const signDeadline = template.signDays ? new Date(sentAt.getTime() + template.signDays * DAY) : null;
    const feedbackDeadline = template.feedbackDays ? new Date(sentAt.getTime() + template.feedbackDays * DAY) : null;
    const roll = random.next();
    const state: MailState =
      ageDays > 20 ? (roll < 0.45 ? 'FINISHED' : roll < 0.55 ? 'REVOKED' : 'SENT') : roll < 0.06 ? 'REVOKED' : 'SENT';
    const id = `mail-${String(i + 1).padStart(4, '0')}`;
    const closedAt = new Date(Math.min(now.getTime(), sentAt.getTime() + (5 + random.int(0, 10)) * DAY));
    mails.push({
      id,
      title: `${template.title.replace('近期', '').replace('新型', '')}（${topic}）`.slice(0, 100),
      body: `${template.body}\n\n本次重点：${topic}。`,
      urgency: i < 4 ? random.pick(urgencies) : (template.urgency ?? 'NORMAL'),
      secrecy: random.next() < 0.25 ? 'INTERNAL' : 'PUBLIC',
      senderOrgId: sender.orgId,
      senderOrgPath: orgs.find((o) => o.id === sender.orgId)!.path,
      senderId: sender.id,
      senderName: sender.name,
      state,
      signDeadline,
      needsFeedback,
      feedbackDeadline,
      templateId: template.id,
      revokeReason: state === 'REVOKED' ? '内容有误，修改后重新下发' : null,
      finishedAt: state === 'FINISHED' ? closedAt : null,
      version: state === 'SENT' ? 0 : 1,
      sentAt,
    });
    logs.push({
      actorType: 'oa',
      actorId: sender.id,
      orgId: sender.orgId,
      action: 'mail.send',
      entityType: 'mail',
      entityId: id,
      toState: 'SENT',
      remark: '发送',
      createdAt: sentAt,
    });
    for (const [t, target] of targetsOf(random, sender.orgId, orgs).entries()) {
      const openAge =
        (state === 'SENT' ? now.getTime() - sentAt.getTime() : closedAt.getTime() - sentAt.getTime()) / DAY;
      let receiptState = i < 4 ? 'UNREAD' : openReceiptState(random, openAge, needsFeedback);
      const at = (after: Date | null, maxHours: number) =>
        after ? new Date(Math.min(now.getTime() - HOUR, after.getTime() + random.int(1, maxHours) * HOUR)) : null;
      const readAt = receiptState === 'UNREAD' || receiptState === 'RETURNED' ? null : at(sentAt, 20);
      const signedAt = receiptState === 'SIGNED' || receiptState === 'FED_BACK' ? at(readAt, 20) : null;
      const fedBackAt = receiptState === 'FED_BACK' ? at(signedAt, 72) : null;
      if (state === 'REVOKED' && receiptState !== 'RETURNED') receiptState = 'REVOKED';
      if (state === 'FINISHED' && ['UNREAD', 'READ', 'SIGNED'].includes(receiptState)) receiptState = 'FINISHED';
      const admin = adminOf(target.id);
      const receiptId = `${id}-r${t + 1}`;
      receipts.push({
        id: receiptId,
        mailId: id,
        orgId: target.id,
        orgPath: target.path,
        state: receiptState,
        readAt,
        readByName: readAt ? admin.name : null,
        signedAt,
        signedByName: signedAt ? admin.name : null,
        returnReason: receiptState === 'RETURNED' ? RETURN_REASON : null,
        feedbackContent: fedBackAt
          ? `已按要求落实：开展${topic}专题宣传${random.int(2, 12)}场，覆盖群众${random.int(200, 3000)}人。`
          : null,
        fedBackAt,
        fedBackByName: fedBackAt ? admin.name : null,
        version: receiptState === 'UNREAD' ? 0 : 1,
        receivedAt: sentAt,
      });
      // Its timeline: signed and fed back by its admin, or sent back unopened a few hours after (no randomness
      // drawn, so the rest of the demo stays as it was).
      if (signedAt)
        logs.push(receiptLog(admin, { receiptId, action: 'mail.sign', from: 'READ', to: 'SIGNED', at: signedAt }));
      if (fedBackAt)
        logs.push(
          receiptLog(admin, { receiptId, action: 'mail.feedback', from: 'SIGNED', to: 'FED_BACK', at: fedBackAt }),
        );
      if (receiptState === 'RETURNED') {
        const at = new Date(Math.min(now.getTime() - HOUR, sentAt.getTime() + 3 * HOUR));
        logs.push(
          receiptLog(admin, {
            receiptId,
            action: 'mail.return',
            from: 'UNREAD',
            to: 'RETURNED',
            at,
            reason: RETURN_REASON,
          }),
        );
      }
    }
    // How it ended, by its sender.
    if (state !== 'SENT')
      logs.push({
        actorType: 'oa',
        actorId: sender.id,
        orgId: sender.orgId,
        action: state === 'REVOKED' ? 'mail.revoke' : 'mail.finish',
        entityType: 'mail',
        entityId: id,
        fromState: 'SENT',
        toState: state,
        remark: state === 'REVOKED' ? '已发送 → 已撤回：内容有误，修改后重新下发' : '已发送 → 已办结',
        createdAt: closedAt,
      });
  }
  const demo: DemoMail = { templates: DEMO_MAIL_TEMPLATES, mails, receipts, logs, reads: [], docCounters: [] };
  addOfficeDemo(demo, orgs, now, adminOf);
  numberDelivered(demo, orgs);
  readPerPerson(demo);
  return demo;
}

/**
 * The states of issue 26 item 2 on fixed mails: one waiting for 赵局长's 签发, one refused back to
 * 刘专员, one approved; a centre mail 湖滨街道 forwarded to two of its communities (one read, one not);
 * a feedback of 湖滨街道 returned for a redo.
 */
function addOfficeDemo(demo: DemoMail, orgs: SeedOrg[], now: Date, adminOf: (orgId: string) => Admin) {
  const pathOf = (id: string) => orgs.find((o) => o.id === id)!.path;
  const stations = orgs.filter((o) => o.kind === 'street' && o.path.includes('/org-d1/')).slice(0, 2);
  const base = {
    body: '各街道：\n\n请组织辖区社区开展“断卡”行动专项宣传，并于期限前反馈开展情况。',
    senderOrgId: DRAFTER.orgId,
    senderOrgPath: pathOf(DRAFTER.orgId),
    senderId: DRAFTER.id,
    senderName: DRAFTER.name,
    needsFeedback: true,
    needsApproval: true,
    templateId: null,
  };
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const log = (entry: Omit<LogInsert, 'entityType'>) => demo.logs.push({ entityType: 'mail', ...entry });
  const answered = (
    receiptId: string,
    orgId: string,
    action: string,
    from: MailReceiptState,
    to: MailReceiptState,
    at: Date,
  ) => demo.logs.push(receiptLog(adminOf(orgId), { receiptId, action, from, to, at }));
  demo.mails.push(
    {
      ...base,
      id: 'mail-office-pending',
      title: '关于开展“断卡”行动专项宣传的通知（待签发）',
      urgency: 'URGENT',
      secrecy: 'INTERNAL',
      state: 'PENDING',
      pendingTargets: stations.map((o) => ({ orgId: o.id, withSubtree: false })),
      signDeadline: new Date(now.getTime() + 30 * HOUR),
      feedbackDeadline: new Date(now.getTime() + 5 * DAY + 2.5 * HOUR),
      sentAt: hoursAgo(2),
    },
    {
      ...base,
      id: 'mail-office-rejected',
      title: '关于报送反诈宣传台账的通知',
      urgency: 'NORMAL',
      secrecy: 'PUBLIC',
      state: 'REJECTED',
      approverId: LEADER.id,
      approverName: LEADER.name,
      rejectReason: '请补充报送时限和联系人',
      pendingTargets: stations.map((o) => ({ orgId: o.id, withSubtree: false })),
      version: 1,
      sentAt: hoursAgo(26),
    },
  );
  log({
    actorType: 'oa',
    actorId: DRAFTER.id,
    orgId: DRAFTER.orgId,
    action: 'mail.submit',
    entityId: 'mail-office-pending',
    toState: 'PENDING',
    remark: '提交签发（2个单位）',
    createdAt: hoursAgo(2),
  });
  log({
    actorType: 'oa',
    actorId: DRAFTER.id,
    orgId: DRAFTER.orgId,
    action: 'mail.submit',
    entityId: 'mail-office-rejected',
    toState: 'PENDING',
    remark: '提交签发（2个单位）',
    createdAt: hoursAgo(26),
  });
  log({
    actorType: 'oa',
    actorId: LEADER.id,
    orgId: DRAFTER.orgId,
    action: 'mail.reject',
    entityId: 'mail-office-rejected',
    fromState: 'PENDING',
    toState: 'REJECTED',
    remark: `${LEADER.name}退回修改：请补充报送时限和联系人`,
    createdAt: hoursAgo(25),
  });

  // Approved by the leader, out to the stations; 湖滨街道's feedback returned for a redo.
  const approvedAt = hoursAgo(50);
  demo.mails.push({
    ...base,
    id: 'mail-office-approved',
    title: '关于开展反诈宣传进社区活动的通知',
    urgency: 'EXTRA_URGENT',
    secrecy: 'PUBLIC',
    state: 'SENT',
    approverId: LEADER.id,
    approverName: LEADER.name,
    approvedAt,
    lastUrgedAt: hoursAgo(6),
    signDeadline: new Date(approvedAt.getTime() + 20 * HOUR + 30 * 60_000),
    feedbackDeadline: new Date(now.getTime() + 3 * DAY + 45 * 60_000),
    version: 1,
    sentAt: approvedAt,
  });
  log({
    actorType: 'oa',
    actorId: DRAFTER.id,
    orgId: DRAFTER.orgId,
    action: 'mail.submit',
    entityId: 'mail-office-approved',
    toState: 'PENDING',
    remark: '提交签发（2个单位）',
    createdAt: hoursAgo(52),
  });
  log({
    actorType: 'oa',
    actorId: LEADER.id,
    orgId: DRAFTER.orgId,
    action: 'mail.approve',
    entityId: 'mail-office-approved',
    fromState: 'PENDING',
    toState: 'SENT',
    remark: `${LEADER.name}签发，发送至2个单位`,
    createdAt: approvedAt,
  });
  // 湖滨街道 signed, fed back, was returned for a redo and urged since; the other station is done.
  const urgedAt = hoursAgo(6); // the mail's lastUrgedAt
  for (const [i, station] of stations.entries()) {
    const id = `mail-office-approved-r${i + 1}`;
    const admin = adminOf(station.id).name;
    demo.receipts.push({
      id,
      mailId: 'mail-office-approved',
      orgId: station.id,
      orgPath: station.path,
      state: i === 0 ? 'SIGNED' : 'FED_BACK',
      readAt: hoursAgo(48),
      readByName: admin,
      signedAt: hoursAgo(47),
      signedByName: admin,
      feedbackContent: i === 0 ? '已开展宣传。' : '已开展进社区宣传6场，覆盖群众1200人。',
      fedBackAt: i === 0 ? null : hoursAgo(30),
      fedBackByName: admin,
      redoReason: i === 0 ? '请写明宣传场次和覆盖人数' : null,
      urgeCount: i === 0 ? 1 : 0,
      lastUrgedAt: i === 0 ? urgedAt : null,
      version: i === 0 ? 4 : 3,
      receivedAt: approvedAt,
    });
    answered(id, station.id, 'mail.read', 'UNREAD', 'READ', hoursAgo(48));
    answered(id, station.id, 'mail.sign', 'READ', 'SIGNED', hoursAgo(47));
    answered(id, station.id, 'mail.feedback', 'SIGNED', 'FED_BACK', hoursAgo(i === 0 ? 22 : 30));
  }
  const drafterActor = { actorType: 'oa', actorId: DRAFTER.id, orgId: DRAFTER.orgId };
  log({
    ...drafterActor,
    action: 'mail.urge',
    entityId: 'mail-office-approved',
    remark: `催办1个单位：${stations[0]!.name}`,
    createdAt: urgedAt,
  });
  demo.logs.push({
    ...drafterActor,
    action: 'mail.urge',
    entityType: 'mail_receipt',
    entityId: 'mail-office-approved-r1',
    createdAt: urgedAt,
  });
  demo.logs.push({
    actorType: 'oa',
    actorId: DRAFTER.id,
    orgId: DRAFTER.orgId,
    action: 'mail.redo',
    entityType: 'mail_receipt',
    entityId: 'mail-office-approved-r1',
    fromState: 'FED_BACK',
    toState: 'SIGNED',
    remark: '已反馈 → 已签收：请写明宣传场次和覆盖人数',
    createdAt: hoursAgo(20),
  });

  // The centre's mail to 湖滨街道, forwarded to two of its communities.
  const station = stations[0]!;
  const communities = orgs.filter((o) => o.kind === 'community' && o.path.startsWith(station.path)).slice(0, 2);
  const sentAt = hoursAgo(28);
  demo.mails.push({
    id: 'mail-office-forwarded',
    title: '关于防范冒充客服退款诈骗的通报',
    body: '各单位：\n\n近期冒充客服退款诈骗高发，请组织学习并转发至辖区社区。',
    urgency: 'URGENT',
    secrecy: 'INTERNAL',
    senderOrgId: 'org-centre',
    senderOrgPath: pathOf('org-centre'),
    senderId: 'oa-admin',
    senderName: '王管理',
    state: 'SENT',
    needsFeedback: false,
    signDeadline: new Date(sentAt.getTime() + 2 * DAY + 30 * 60_000),
    sentAt,
  });
  log({
    actorType: 'oa',
    actorId: 'oa-admin',
    orgId: 'org-centre',
    action: 'mail.send',
    entityId: 'mail-office-forwarded',
    toState: 'SENT',
    remark: '发送至1个单位',
    createdAt: sentAt,
  });
  demo.receipts.push({
    id: 'mail-office-forwarded-r1',
    mailId: 'mail-office-forwarded',
    orgId: station.id,
    orgPath: station.path,
    state: 'SIGNED',
    readAt: hoursAgo(27),
    readByName: adminOf(station.id).name,
    signedAt: hoursAgo(26),
    signedByName: adminOf(station.id).name,
    version: 2,
    receivedAt: sentAt,
  });
  answered('mail-office-forwarded-r1', station.id, 'mail.read', 'UNREAD', 'READ', hoursAgo(27));
  answered('mail-office-forwarded-r1', station.id, 'mail.sign', 'READ', 'SIGNED', hoursAgo(26));
  for (const [i, community] of communities.entries())
    demo.receipts.push({
      id: `mail-office-forwarded-f${i + 1}`,
      mailId: 'mail-office-forwarded',
      orgId: community.id,
      orgPath: community.path,
      state: i === 0 ? 'READ' : 'UNREAD',
      readAt: i === 0 ? hoursAgo(20) : null,
      readByName: i === 0 ? adminOf(community.id).name : null,
      parentReceiptId: 'mail-office-forwarded-r1',
      forwardNote: '请各社区组织网格员学习，并向居民转发提醒',
      version: i === 0 ? 1 : 0,
      receivedAt: hoursAgo(25),
    });
  demo.logs.push({
    ...adminOf(station.id).actor,
    action: 'mail.forward',
    entityType: 'mail_receipt',
    entityId: 'mail-office-forwarded-r1',
    remark: '转发2个社区：请各社区组织网格员学习，并向居民转发提醒',
    createdAt: hoursAgo(25),
  });
}

/** 文号 per office and year, in sending order, for every mail that went out; the counters carry on from them. */
function numberDelivered(demo: DemoMail, orgs: SeedOrg[]) {
  const nameOf = (id: string) => orgs.find((o) => o.id === id)?.name ?? id;
  const last = new Map<string, { orgId: string; year: number; last: number }>();
  const delivered = demo.mails
    .filter((m) => m.state !== 'PENDING' && m.state !== 'REJECTED')
    .sort((a, b) => a.sentAt.getTime() - b.sentAt.getTime() || a.id.localeCompare(b.id));
  for (const m of delivered) {
    const year = Number(chinaDayOf(m.sentAt).slice(0, 4));
    const key = `${m.senderOrgId}/${year}`;
    const counter = last.get(key) ?? { orgId: m.senderOrgId, year, last: 0 };
    counter.last += 1;
    last.set(key, counter);
    Object.assign(m, {
      docYear: year,
      docSeq: counter.last,
      docNumber: docNumberOf(nameOf(m.senderOrgId), year, counter.last),
    });
  }
  demo.docCounters.push(...last.values());
}

/** Each read receipt's first reader as a person's read, and now and then a second colleague. */
function readPerPerson(demo: DemoMail) {
  for (const r of demo.receipts) {
    if (!r.readAt) continue;
    demo.reads.push({
      receiptId: r.id,
      readerType: 'guard',
      readerId: `demo-reader-${r.orgId}`,
      readerName: r.readByName ?? '值班员',
      readAt: r.readAt,
    });
    if (r.id.endsWith('1') && r.signedAt)
      demo.reads.push({
        receiptId: r.id,
        readerType: 'guard',
        readerId: `demo-deputy-${r.orgId}`,
        readerName: '副所长',
        readAt: r.signedAt,
      });
  }
}

export async function insertDemoMail(db: Db, demo: DemoMail): Promise<void> {
  await db.insert(mailTemplate).values(demo.templates);
  for (let i = 0; i < demo.mails.length; i += 500) await db.insert(mail).values(demo.mails.slice(i, i + 500));
  for (let i = 0; i < demo.receipts.length; i += 500)
    await db.insert(mailReceipt).values(demo.receipts.slice(i, i + 500));
  for (let i = 0; i < demo.logs.length; i += 500) await db.insert(operationLog).values(demo.logs.slice(i, i + 500));
  for (let i = 0; i < demo.reads.length; i += 500) await db.insert(mailRead).values(demo.reads.slice(i, i + 500));
  if (demo.docCounters.length > 0) await db.insert(mailDocCounter).values(demo.docCounters);
}
