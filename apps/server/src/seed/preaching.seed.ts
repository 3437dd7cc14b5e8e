import {
  GUARD_ROLE,
  keysOf,
  nextPreachReference,
  PREACH_AUDIENCE_TYPES,
  PREACH_TOPICS,
  preachReferenceDayOf,
  type PreachState,
  type SpeechChapterKind,
} from '@afp/contract';
import type { Db } from '../db/client.ts';
import {
  preachAppointment,
  preachAttendance,
  preachProfile,
  speechChapter,
  speechCourse,
  speechProgress,
} from '../db/schema.ts';
import { personName, seededRandom } from './random.ts';
import { type SeedOrg as SharedSeedOrg, type SeedGuard as SharedSeedGuard } from './early-warnings.seed.ts';

type AppointmentInsert = typeof preachAppointment.$inferInsert;
type AttendanceInsert = typeof preachAttendance.$inferInsert;
type ChapterInsert = typeof speechChapter.$inferInsert;
type ProgressInsert = typeof speechProgress.$inferInsert;

type SeedOrg = Pick<SharedSeedOrg, 'id' | 'path' | 'kind' | 'parentId'>;
type SeedGuard = Pick<SharedSeedGuard, 'id' | 'orgId' | 'roleType'>;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TOPICS = keysOf(PREACH_TOPICS);
const AUDIENCES = keysOf(PREACH_AUDIENCE_TYPES);
const UNITS = [
  '实验小学',
  '第一中学',
  '职业技术学院',
  '老年大学',
  '社区服务中心',
  '科技园区',
  '商贸城',
  '供电公司',
  '人民医院',
  '物流园',
];
const ADDRESSES = ['报告厅', '多功能会议室', '礼堂', '活动中心二楼', '文化广场'];
const OVERVIEWS = [
  '结合本地典型案例讲解刷单返利、虚假投资理财诈骗手法，现场指导下载国家反诈中心APP。',
  '面向老年人讲解养老诈骗、保健品诈骗识别要点，发放宣传折页。',
  '校园专场：讲解两卡危害与校园贷陷阱，学生现场互动答题。',
];

/** The demo figures' fixed courses: video, slides and documents reference the demo organisation files. */
const COURSES: { title: string; lecturer: string; summary: string; chapters: [string, SpeechChapterKind][] }[] = [
  {
    title: '电信网络诈骗常见类型与识别',
    lecturer: '市反诈中心 陈警官',
    summary: '十类高发诈骗的手法、话术与识别要点，适合新入职卫士。',
    chapters: [
      ['诈骗类型总览', 'VIDEO'],
      ['刷单返利与虚假投资', 'SLIDES'],
      ['冒充客服与公检法', 'DOCUMENT'],
    ],
  },
  {
    title: '如何讲好一场反诈宣讲',
    lecturer: '东湖分局 林教导员',
    summary: '宣讲前准备、现场互动、不同受众的讲法与注意事项。',
    chapters: [
      ['宣讲前的准备', 'VIDEO'],
      ['面向老年人的讲法', 'SLIDES'],
      ['面向学生的讲法', 'SLIDES'],
      ['宣讲材料清单', 'DOCUMENT'],
    ],
  },
  {
    title: '国家反诈中心APP推广实务',
    lecturer: '市反诈中心 王警官',
    summary: 'APP功能介绍、注册引导与常见问题解答。',
    chapters: [
      ['APP功能介绍', 'VIDEO'],
      ['注册引导话术', 'DOCUMENT'],
    ],
  },
  {
    title: '预警劝阻与见面核查',
    lecturer: '西山分局 赵所长',
    summary: '接到预警后的劝阻流程、见面核查要点与记录规范。',
    chapters: [
      ['劝阻流程', 'VIDEO'],
      ['见面核查要点', 'SLIDES'],
      ['记录规范', 'DOCUMENT'],
    ],
  },
];
const FILE_OF: Record<SpeechChapterKind, string> = {
  VIDEO: 'org-files/publicity-poster.png',
  SLIDES: 'org-files/anti-fraud-handbook.pdf',
  DOCUMENT: 'org-files/anti-fraud-handbook.pdf',
};

/** The state of a demo session by when it starts: the past delivered or ended, the future on its way. */
function stateOf(startsAt: number, now: number, roll: number): PreachState {
  if (startsAt < now - 7 * DAY) {
    return roll < 0.6 ? 'CLOSED' : roll < 0.8 ? 'COMPLETED' : roll < 0.9 ? 'CANCELLED' : 'REJECTED';
  }
  if (startsAt < now) return roll < 0.7 ? 'COMPLETED' : roll < 0.85 ? 'ACCEPTED' : 'CANCELLED';
  return roll < 0.2 ? 'SUBMITTED' : roll < 0.4 ? 'ASSIGNED_TO_UNIT' : roll < 0.65 ? 'ASSIGNED_TO_GUARD' : 'ACCEPTED';
}

/**
 * Preaching appointments in every state over the last 90 days and the next 30, one guard's
 * sessions always days apart (no double booking); sign-ins on delivered ones; courses and progress.
 */
export function buildDemoPreaching(options: { orgs: SeedOrg[]; guards: SeedGuard[]; count: number; now: Date }) {
  const random = seededRandom(1106);
  const now = options.now.getTime();
  const orgById = new Map(options.orgs.map((o) => [o.id, o]));
  const centre = options.orgs.find((o) => o.kind === 'centre')!;
  const guards = options.guards.filter((g) => g.roleType === GUARD_ROLE.guard);
  const perGuard = Math.max(1, Math.ceil(options.count / guards.length));
  const spacingDays = Math.max(1, Math.floor(120 / perGuard));
  const appointments: AppointmentInsert[] = [];
  const attendance: AttendanceInsert[] = [];
  /** The latest reference given on each day: bookings are numbered in the order they are made. */
  const latestOfDay = new Map<string, string>();
  const referenceOf = (createdAt: Date) => {
    const day = preachReferenceDayOf(createdAt);
    const reference = nextPreachReference(day, latestOfDay.get(day) ?? null);
    latestOfDay.set(day, reference);
    return reference;
  };
  for (let i = 0; i < options.count; i += 1) {
    const g = i % guards.length;
    const guard = guards[g]!;
    const round = Math.floor(i / guards.length);
    // One guard's sessions are whole days apart (never within ±2 h), shifted per guard, at a working hour.
    const startsAt = new Date(now - 90 * DAY + (round * spacingDays + (g % 5)) * DAY + (1 + (g % 9)) * HOUR);
    // The day around the demo's start stays free, so a session booked then never meets a seeded one.
    if (Math.abs(startsAt.getTime() - now - 12 * HOUR) < DAY) continue;
    const state = stateOf(startsAt.getTime(), now, random.next());
    const community = orgById.get(guard.orgId)!;
    const station = orgById.get(community.parentId ?? '') ?? community;
    const district = orgById.get(station.parentId ?? '') ?? centre;
    const holdsGuard = !['SUBMITTED', 'ASSIGNED_TO_UNIT', 'REJECTED'].includes(state);
    const unit = state === 'SUBMITTED' ? (random.next() < 0.5 ? centre : district) : holdsGuard ? community : station;
    const delivered = state === 'COMPLETED' || state === 'CLOSED';
    const audienceCount = delivered ? random.int(20, 400) : null;
    const topics = [...new Set([random.pick(TOPICS), random.pick(TOPICS)])];
    const id = `pa-${String(i + 1).padStart(5, '0')}`;
    const source = random.next() < 0.8 ? 'BOOKING' : 'SELF';
    const createdAt = new Date(startsAt.getTime() - 10 * DAY);
    appointments.push({
      id,
      source,
      reference: source === 'BOOKING' ? referenceOf(createdAt) : null,
      applicantUnit: random.pick(UNITS),
      contactName: personName(random),
      contactPhone: `139${String(20_000_000 + i * 7_919).slice(-8)}`,
      address: `${random.pick(UNITS)}${random.pick(ADDRESSES)}`,
      startsAt,
      expectedAudience: random.int(30, 500),
      audienceType: random.pick(AUDIENCES),
      topics,
      state,
      orgId: unit.id,
      orgPath: unit.path,
      guardId: holdsGuard ? guard.id : null,
      acceptedAt: ['ACCEPTED', 'COMPLETED', 'CLOSED'].includes(state) ? new Date(startsAt.getTime() - 3 * DAY) : null,
      completedAt: delivered ? new Date(startsAt.getTime() + 2 * HOUR) : null,
      audienceCount,
      overview: delivered ? random.pick(OVERVIEWS) : null,
      closeReason: state === 'CANCELLED' ? '单位活动调整' : state === 'REJECTED' ? '时间冲突，请改期预约' : null,
      verifiedAt: state === 'CLOSED' ? new Date(startsAt.getTime() + 2 * DAY) : null,
      version: 3,
      createdAt,
      updatedAt: new Date(Math.min(now, startsAt.getTime() + 2 * DAY)),
    });
    if (delivered && i % 3 === 0) {
      for (let k = 0; k < 3; k += 1) {
        attendance.push({
          id: `pat-${i}-${k}`,
          appointmentId: id,
          guardId: guard.id,
          phoneKey: `demo-${i}-${k}`,
          rating: random.int(3, 5),
          createdAt: startsAt,
          ratedAt: startsAt,
        });
      }
    }
  }
  const courses = COURSES.map((course, c) => ({
    id: `course-${c + 1}`,
    title: course.title,
    summary: course.summary,
    lecturer: course.lecturer,
    sort: c,
    publishedAt: new Date(now - (30 - c * 5) * DAY),
  }));
  const chapters: ChapterInsert[] = COURSES.flatMap((course, c) =>
    course.chapters.map(([title, kind], k) => ({
      id: `chapter-${c + 1}-${k + 1}`,
      courseId: `course-${c + 1}`,
      title,
      kind,
      fileKey: FILE_OF[kind],
      durationSeconds: kind === 'VIDEO' ? 900 : 600,
      sort: k + 1,
    })),
  );
  const progress: ProgressInsert[] = guards.slice(0, 60).flatMap((guard, g) =>
    chapters
      .filter((_, k) => (k + g) % 3 !== 0)
      .map((chapter, k) => {
        const percent = (k + g) % 2 === 0 ? 100 : 20 + ((k * 17 + g) % 70);
        return {
          guardId: guard.id,
          chapterId: chapter.id,
          courseId: chapter.courseId,
          percent,
          finishedAt: percent === 100 ? new Date(now - DAY) : null,
          updatedAt: new Date(now - DAY),
        };
      }),
  );
  const profiles = guards.slice(0, 60).map((guard) => ({
    guardId: guard.id,
    overview: '长期深入社区、学校开展反诈宣讲，擅长结合本地案例讲解。',
    version: 1,
    updatedAt: new Date(now - 10 * DAY),
  }));
  return { appointments, attendance, courses, chapters, progress, profiles };
}
export type DemoPreaching = ReturnType<typeof buildDemoPreaching>;

async function inChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Set-based inserts, 500 rows a statement. */
export async function insertDemoPreaching(db: Db, demo: DemoPreaching): Promise<void> {
  await inChunks(demo.appointments, (chunk) => db.insert(preachAppointment).values(chunk));
  await inChunks(demo.attendance, (chunk) => db.insert(preachAttendance).values(chunk));
  await db.insert(speechCourse).values(demo.courses);
  await db.insert(speechChapter).values(demo.chapters);
  await inChunks(demo.progress, (chunk) => db.insert(speechProgress).values(chunk));
  await inChunks(demo.profiles, (chunk) => db.insert(preachProfile).values(chunk));
}
