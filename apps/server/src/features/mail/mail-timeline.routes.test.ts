import { GUARD_ROLE, MAIL_ENDPOINTS as M, type Endpoint, type TimelineEntry } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { loginGuard, loginOa } from '../../testing/sessions.ts';
import { useSignedInApp } from '../../testing/clock-per-test.ts';
import { buildTestApp, sendAs } from '../../testing/test-app.ts';
import { phoneOf } from '../../testing/warning-factory.ts';

/** Who did what, when (issue 26 item 5): a mail's timeline on both sides, and the outbox's progress per row. */
let t: Awaited<ReturnType<typeof buildTestApp>>;
const s = {} as Record<'centre' | 'drafter' | 'leader' | 'station' | 'community' | 'd2Admin' | 'd3Admin', string>;
const MINUTE = 60_000;

async function signIn() {
  const guard = async (orgId: string, role: number) =>
    (await loginGuard(t.app, await phoneOf(t.db, orgId, role))).token;
  s.centre = await loginOa(t.app, 'oaAdmin');
  s.drafter = await loginOa(t.app, 'oaStaff');
  s.leader = await loginOa(t.app, 'oaDistrictLeader');
  s.station = await guard('org-d1-s1', GUARD_ROLE.stationAdmin);
  s.community = await guard('org-d1-s1-c1', GUARD_ROLE.teamAdmin);
  s.d2Admin = await guard('org-d2', GUARD_ROLE.districtAdmin);
  s.d3Admin = await guard('org-d3', GUARD_ROLE.districtAdmin);
}

useSignedInApp(async () => (t = await buildTestApp()), signIn);

const send = async (endpoint: Endpoint, token: string, input: Record<string, unknown> = {}) => {
  const response = await sendAs(t.app, endpoint, token, input);
  expect(response.statusCode, response.body).toBe(200);
  // Each step a minute after the one before, so the timeline's order is the order of the steps.
  t.clock.advance(MINUTE);
  return response.json().data;
};

async function receiptOf(token: string, mailId: string): Promise<{ id: string; version: number; orgName: string }> {
  const inbox = await send(M.inbox, token, { tab: 'all', pageSize: '100' });
  const record = inbox.records.find((r: { mailId: string }) => r.mailId === mailId);
  expect(record).toBeDefined();
  return (await send(M.receipt, token, { id: record.id })) as { id: string; version: number; orgName: string };
}

/** `动作 · 单位` per line, the remark after a colon: what the page shows, without the times. */
const lines = (history: TimelineEntry[]) =>
  history.map((entry) => `${entry.action} · ${entry.actorOrgName}${entry.remark ? `：${entry.remark}` : ''}`);

describe('the timeline of a mail', () => {
  it('shows the sender every step of every unit by name; each receiver only the sending and its own lines', async () => {
    const drafted = await send(M.send, s.drafter, {
      title: '关于开展反诈宣传月活动的通知',
      body: '请按期签收并反馈。',
      targets: [
        { orgId: 'org-d1-s1', withSubtree: false },
        { orgId: 'org-d2', withSubtree: false },
      ],
      needsFeedback: true,
      needsApproval: true,
    });
    const mail = await send(M.approve, s.leader, { id: drafted.id, version: drafted.version });
    const station = await receiptOf(s.station, mail.id);
    let read = await send(M.read, s.station, { id: station.id });
    await send(M.forward, s.station, { id: station.id, orgIds: ['org-d1-s1-c1'], note: '请社区阅知' });
    const community = await receiptOf(s.community, mail.id);
    await send(M.read, s.community, { id: community.id });
    read = await send(M.sign, s.station, { id: station.id, version: read.version });
    read = await send(M.feedback, s.station, { id: station.id, version: read.version, content: '已落实。' });
    await send(M.redo, s.drafter, { id: station.id, version: read.version, reason: '请补充宣传场次' });
    await send(M.feedback, s.station, { id: station.id, version: read.version + 1, content: '已组织宣传8场。' });
    const d2 = await receiptOf(s.d2Admin, mail.id);
    const d2Read = await send(M.read, s.d2Admin, { id: d2.id });
    await send(M.sign, s.d2Admin, { id: d2.id, version: d2Read.version });
    const urged = await send(M.urge, s.drafter, { id: mail.id });
    await send(M.finish, s.drafter, { id: mail.id, version: urged.version });

    const [stationName, d2Name, communityName] = [station.orgName, d2.orgName, community.orgName];
    const office = '东湖区分局';

    const sender = (await send(M.info, s.drafter, { id: mail.id })).history as TimelineEntry[];
    expect(lines(sender)).toEqual([
      `提交签发 · ${office}：提交签发（2个单位）`,
      expect.stringMatching(new RegExp(`^签发 · ${office}：赵局长签发 东湖反诈〔\\d{4}〕\\d+号，发送至2个单位$`)),
      `阅读 · ${stationName}`,
      `转发 · ${stationName}：转发1个社区：请社区阅知`,
      `阅读 · ${communityName}`,
      `签收 · ${stationName}`,
      `反馈 · ${stationName}`,
      `退回重办（${stationName}） · ${office}：请补充宣传场次`,
      `反馈 · ${stationName}`,
      `阅读 · ${d2Name}`,
      `签收 · ${d2Name}`,
      `催办 · ${office}：催办1个单位：${d2Name}`,
      `办结 · ${office}`,
    ]);
    // Names and instants: the drafter, the leader, each reader; China time is the page's to show.
    expect(sender.slice(0, 2).map((entry) => entry.actorName)).toEqual(['刘专员', '赵局长']);
    expect(sender.every((entry) => entry.actorName && !Number.isNaN(Date.parse(entry.at)))).toBe(true);
    expect(sender.map((entry) => entry.at)).toEqual([...sender.map((entry) => entry.at)].sort());

    const ofStation = (await send(M.receipt, s.station, { id: station.id })).history as TimelineEntry[];
    expect(lines(ofStation)).toEqual([
      expect.stringMatching(/^签发 · /),
      `阅读 · ${stationName}`,
      `转发 · ${stationName}：转发1个社区：请社区阅知`,
      `签收 · ${stationName}`,
      `反馈 · ${stationName}`,
      `退回重办 · ${office}：请补充宣传场次`,
      `反馈 · ${stationName}`,
      `办结 · ${office}`,
    ]);

    // The urged unit sees its own urge, without the other units' names; nothing of the station.
    const ofD2 = (await send(M.receipt, s.d2Admin, { id: d2.id })).history as TimelineEntry[];
    expect(lines(ofD2)).toEqual([
      expect.stringMatching(/^签发 · /),
      `阅读 · ${d2Name}`,
      `签收 · ${d2Name}`,
      `催办 · ${office}`,
      `办结 · ${office}`,
    ]);
    expect(JSON.stringify(ofD2)).not.toContain(stationName);

    // The community: the sending, the station's forward that brought it, its own read — not the station's answers.
    const ofCommunity = (await send(M.receipt, s.community, { id: community.id })).history as TimelineEntry[];
    expect(lines(ofCommunity)).toEqual([
      expect.stringMatching(/^签发 · /),
      `转发 · ${stationName}：转发1个社区：请社区阅知`,
      `阅读 · ${communityName}`,
      `办结 · ${office}`,
    ]);
  });

  it('names each person who opened the mail, once each, in place of the unit’s first read', async () => {
    const mail = await send(M.send, s.centre, {
      title: '关于报送材料的通知',
      body: '请阅。',
      targets: [{ orgId: 'org-d1', withSubtree: false }],
    });
    const receipt = await receiptOf(s.drafter, mail.id);
    await send(M.read, s.drafter, { id: receipt.id });
    await send(M.read, s.leader, { id: receipt.id });
    await send(M.read, s.drafter, { id: receipt.id });
    const reads = (history: TimelineEntry[]) =>
      history.filter((entry) => entry.action === '阅读').map((entry) => entry.actorName);
    // 刘专员 first, the leader second; 刘专员's second open is no new line.
    expect(reads((await send(M.info, s.centre, { id: mail.id })).history)).toEqual(['刘专员', '赵局长']);
    expect(reads((await send(M.receipt, s.leader, { id: receipt.id })).history)).toEqual(['刘专员', '赵局长']);
  });
});

describe('the outbox row’s progress', () => {
  it('counts each mail over its own units, where the mails reach different numbers of units', async () => {
    const targets = (...orgIds: string[]) => orgIds.map((orgId) => ({ orgId, withSubtree: false }));
    const small = await send(M.send, s.centre, {
      title: '小范围通知',
      body: '请阅。',
      targets: targets('org-d2', 'org-d3'),
      needsFeedback: true,
    });
    const wide = await send(M.send, s.centre, {
      title: '全区通知',
      body: '请阅。',
      targets: [{ orgId: 'org-d1', withSubtree: true }, ...targets('org-d2', 'org-d3')],
      needsFeedback: true,
    });
    expect(wide.progress.total).toBeGreaterThan(5);
    // org-d2 signs and feeds back the small one; org-d3 only signs it and returns the wide one.
    const d2Small = await receiptOf(s.d2Admin, small.id);
    const signed = await send(M.sign, s.d2Admin, { id: d2Small.id, version: d2Small.version });
    await send(M.feedback, s.d2Admin, { id: d2Small.id, version: signed.version, content: '已落实。' });
    const d3Small = await receiptOf(s.d3Admin, small.id);
    await send(M.sign, s.d3Admin, { id: d3Small.id, version: d3Small.version });
    const d3Wide = await receiptOf(s.d3Admin, wide.id);
    await send(M.return, s.d3Admin, { id: d3Wide.id, version: d3Wide.version, reason: '非本单位业务' });
    const stationWide = await receiptOf(s.station, wide.id);
    await send(M.sign, s.station, { id: stationWide.id, version: stationWide.version });

    const outbox = await send(M.outbox, s.centre, { pageSize: '10' });
    const progressOf = (id: string) => outbox.records.find((record: { id: string }) => record.id === id).progress;
    expect(progressOf(small.id)).toEqual({ total: 2, read: 2, signed: 2, fedBack: 1, returned: 0, overdue: 0 });
    expect(progressOf(wide.id)).toEqual({
      total: wide.progress.total,
      read: 2,
      signed: 1,
      fedBack: 0,
      returned: 1,
      overdue: 0,
    });
  });
});
