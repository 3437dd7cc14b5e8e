/**
 * The door-step checklist 四查看、三询问、一保护 of a warning's visit 上门劝阻 (issue 25). Plain values
 * without zod, like early-warning-codes.ts: the feedback form and the detail page read them.
 */
/**
 * The door-step checklist of a visit 上门劝阻: 四查看 (the phone's calls and texts, chat apps, installed
 * apps, recent transfers), 三询问 and 一保护. A visit that met someone answers every item — done, or not
 * done with its reason (the phone was not at hand, the victim refused); rule statistics count the visits
 * with every item done.
 */
export const VISIT_CHECK_GROUPS = {
  look: { name: '四查看', done: '已查看', missed: '未能查看' },
  ask: { name: '三询问', done: '已询问', missed: '未能询问' },
  protect: { name: '一保护', done: '已落实', missed: '未能落实' },
} as const;
export type VisitCheckGroup = keyof typeof VISIT_CHECK_GROUPS;
export const VISIT_CHECKLIST = {
  callsAndTexts: { group: 'look', label: '通话和短信记录' },
  chatApps: { group: 'look', label: '聊天软件' },
  installedApps: { group: 'look', label: '已安装的应用' },
  recentTransfers: { group: 'look', label: '近期转账记录' },
  transferPurpose: { group: 'ask', label: '转账用途' },
  whoContacted: { group: 'ask', label: '谁联系了当事人' },
  whatPromised: { group: 'ask', label: '对方承诺了什么' },
  antiFraudApp: { group: 'protect', label: '已装国家反诈APP并开启来电预警' },
} as const satisfies Record<string, { group: VisitCheckGroup; label: string }>;
export type VisitCheckItem = keyof typeof VISIT_CHECKLIST;
export const VISIT_CHECK_ITEMS = Object.keys(VISIT_CHECKLIST) as VisitCheckItem[];
/** One answered item: done, or not done with the reason why. */
export interface VisitCheckAnswer {
  item: VisitCheckItem;
  done: boolean;
  reason?: string;
}
/** The feedback needs the checklist: a visit (见面走访) that met the victim or a relative. */
export const needsVisitChecklist = (form: { channels: readonly string[]; connected?: boolean }): boolean =>
  form.channels.includes('visit') && form.connected === true;
/** Every item done: what rule statistics count (an item not done, even with a good reason, is not). */
export const isVisitChecklistComplete = (answers: readonly VisitCheckAnswer[] | undefined): boolean =>
  VISIT_CHECK_ITEMS.every((item) => answers?.some((answer) => answer.item === item && answer.done));
/** The checklist in one line for the operation log and the timeline: done of all, then each item not done with its reason. */
export function visitChecklistSummary(answers: readonly VisitCheckAnswer[]): string {
  const done = answers.filter((answer) => answer.done).length;
  const head = `上门核查完成${done}项，共${VISIT_CHECK_ITEMS.length}项`;
  const missed = VISIT_CHECK_ITEMS.flatMap((item) => {
    const answer = answers.find((candidate) => candidate.item === item);
    if (!answer || answer.done) return [];
    const { group, label } = VISIT_CHECKLIST[item];
    return [`${VISIT_CHECK_GROUPS[group].missed}${label}（${answer.reason ?? ''}）`];
  });
  return [head, ...missed].join('；');
}
