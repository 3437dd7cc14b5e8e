import type { MailReceiptState, MailState, MailUrgency } from '@afp/contract';
import type { Db } from '../db/client.ts';
import { mail, mailReceipt, mailTemplate, operationLog } from '../db/schema.ts';
import { seededRandom, type SeededRandom } from './random.ts';
import { type SeedOrg as SharedSeedOrg } from './early-warnings.seed.ts';

type MailInsert = typeof mail.$inferInsert;
type ReceiptInsert = typeof mailReceipt.$inferInsert;
type TemplateInsert = typeof mailTemplate.$inferInsert;
type LogInsert = typeof operationLog.$inferInsert;

type SeedOrg = Pick<SharedSeedOrg, 'id' | 'path' | 'kind' | 'parentId'>;

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
}

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
}: {
  orgs: SeedOrg[];
  now: Date;
  count?: number;
  days?: number;
}): DemoMail {
  const random = seededRandom(4_712);
  const mails: MailInsert[] = [];
  const receipts: ReceiptInsert[] = [];
  const logs: LogInsert[] = [];
  const urgencies: MailUrgency[] = ['NORMAL', 'NORMAL', 'NORMAL', 'URGENT', 'EXTRA_URGENT'];
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
      receipts.push({
        id: `${id}-r${t + 1}`,
        mailId: id,
        orgId: target.id,
        orgPath: target.path,
        state: receiptState,
        readAt,
        readByName: readAt ? '值班员' : null,
        signedAt,
        signedByName: signedAt ? '值班员' : null,
        returnReason: receiptState === 'RETURNED' ? '非本单位业务范围，请核实接收单位' : null,
        feedbackContent: fedBackAt
          ? `已按要求落实：开展${topic}专题宣传${random.int(2, 12)}场，覆盖群众${random.int(200, 3000)}人。`
          : null,
        fedBackAt,
        fedBackByName: fedBackAt ? '值班员' : null,
        version: receiptState === 'UNREAD' ? 0 : 1,
        receivedAt: sentAt,
      });
    }
  }
  return { templates: DEMO_MAIL_TEMPLATES, mails, receipts, logs };
}

export async function insertDemoMail(db: Db, demo: DemoMail): Promise<void> {
  await db.insert(mailTemplate).values(demo.templates);
  for (let i = 0; i < demo.mails.length; i += 500) await db.insert(mail).values(demo.mails.slice(i, i + 500));
  for (let i = 0; i < demo.receipts.length; i += 500)
    await db.insert(mailReceipt).values(demo.receipts.slice(i, i + 500));
  for (let i = 0; i < demo.logs.length; i += 500) await db.insert(operationLog).values(demo.logs.slice(i, i + 500));
}
