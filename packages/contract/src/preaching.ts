import { z } from 'zod';
import { type Caller, isInSubtree } from './caller.ts';
import { chinaDayOf } from './china-time.ts';
import { anti, get, post } from './endpoint.ts';
import { dateTime, int4, text } from './fields.ts';
import { UPLOAD_KEY_PATTERN } from './file.ts';
import { enumOf } from './labels.ts';
import { pageOf, pageQuerySchema } from './paging.ts';
import { GUARD_ROLE } from './people.ts';
import { isMobile, VALIDATION_MESSAGES } from './validators.ts';

/** Preaching 宣讲 (DESIGN §4.6): appointments, the guard's overview and codes, the speech classroom. */
export const PREACH_STATES = {
  SUBMITTED: '待分配',
  ASSIGNED_TO_UNIT: '已分配单位',
  ASSIGNED_TO_GUARD: '已分配卫士',
  ACCEPTED: '已接受',
  COMPLETED: '已完成',
  CLOSED: '已办结',
  REJECTED: '已驳回',
  CANCELLED: '已取消',
} as const;
export type PreachState = keyof typeof PREACH_STATES;

/** How the appointment came: a unit's request through the booking page, or a session the guard arranged himself. */
export const PREACH_SOURCES = { BOOKING: '单位预约', SELF: '自主宣讲' } as const;
export type PreachSource = keyof typeof PREACH_SOURCES;

export const PREACH_AUDIENCE_TYPES = {
  STUDENT: '学生',
  ELDERLY: '老年人',
  EMPLOYEE: '企业职工',
  RESIDENT: '社区居民',
  OFFICIAL: '机关干部',
  OTHER: '其他',
} as const;
export type PreachAudienceType = keyof typeof PREACH_AUDIENCE_TYPES;

export const PREACH_TOPICS = {
  BASICS: '防范电信网络诈骗基础知识',
  REBATE: '刷单返利类诈骗',
  INVESTMENT: '虚假投资理财诈骗',
  LOAN: '虚假网络贷款诈骗',
  SERVICE: '冒充电商物流客服诈骗',
  AUTHORITY: '冒充公检法诈骗',
  ELDERLY: '养老诈骗',
  CAMPUS: '校园诈骗与两卡',
  APP: '国家反诈中心APP推广',
} as const;
export type PreachTopic = keyof typeof PREACH_TOPICS;

/** What a code on a QR code opens: a unit's booking page or a guard's sign-in / rating page. */
export const PREACH_CODE_KINDS = { UNIT: '单位预约码', GUARD: '卫士宣讲码' } as const;
export type PreachCodeKind = keyof typeof PREACH_CODE_KINDS;

/** A guard may not hold two sessions whose start times are closer than this (DESIGN §4.6: ±2 h). */
export const PREACH_DOUBLE_BOOKING_HOURS = 2;
export const PREACH_PHOTO_MAX = 9;
/** A booking from a phone whose open request starts within this many hours of it is that request sent again. */
export const PREACH_REPEAT_BOOKING_HOURS = 2;

/** A session is completed only once its scheduled start has come (a completion before it inflates the figures). */
export const hasPreachStarted = (startsAt: string | Date, now: Date): boolean =>
  new Date(startsAt).getTime() <= now.getTime();

export const SPEECH_CHAPTER_KINDS = { VIDEO: '视频', SLIDES: '课件', DOCUMENT: '文档' } as const;
export type SpeechChapterKind = keyof typeof SPEECH_CHAPTER_KINDS;
export const PREACH_RATING_MAX = 5;
/** The attendee page offers the guard's sessions starting within this many hours before or after now. */
export const PREACH_SIGN_IN_WINDOW_HOURS = 12;

/** 待处理 / 进行中 / 已完成 / 已关闭 tabs of the list, each a set of states. */
export const PREACH_LIST_FILTERS = {
  ALL: '全部',
  PENDING: '待分配',
  ONGOING: '进行中',
  DONE: '已完成',
  ENDED: '已关闭',
} as const;
export type PreachListFilter = keyof typeof PREACH_LIST_FILTERS;
export const PREACH_FILTER_STATES: Record<Exclude<PreachListFilter, 'ALL'>, readonly PreachState[]> = {
  PENDING: ['SUBMITTED', 'ASSIGNED_TO_UNIT'],
  ONGOING: ['ASSIGNED_TO_GUARD', 'ACCEPTED'],
  DONE: ['COMPLETED', 'CLOSED'],
  ENDED: ['REJECTED', 'CANCELLED'],
};

/** Assigns to a unit: oa staff, and guard station admins and above (DESIGN §4.6). */
export const mayAssignPreachUnit = (caller: Pick<Caller, 'loginType' | 'roleType'>): boolean =>
  caller.loginType === 'oa' || (caller.loginType === 'guard' && (caller.roleType ?? 0) >= GUARD_ROLE.stationAdmin);
/** Assigns to a guard, rejects or cancels: oa staff and guard team admins and above. */
export const mayManagePreach = (caller: Pick<Caller, 'loginType' | 'roleType'>): boolean =>
  caller.loginType === 'oa' || (caller.loginType === 'guard' && (caller.roleType ?? 0) >= GUARD_ROLE.teamAdmin);
/** Whether the caller manages an appointment held in `orgPath`. */
export const managesPreach = (caller: Pick<Caller, 'loginType' | 'roleType' | 'orgPath'>, orgPath: string): boolean =>
  mayManagePreach(caller) && isInSubtree(orgPath, caller.orgPath);

const id = text(64).min(1);
const phone = text(20)
  .trim()
  .refine((value) => isMobile(value), VALIDATION_MESSAGES.mobile);
const uploadKey = z.string().regex(UPLOAD_KEY_PATTERN, '须为已上传的图片');
const code = text(64).regex(/^[A-Za-z0-9_-]{8,64}$/, '二维码无效');
const reason = text(200).trim().min(1, '请填写原因');
const move = { id, version: int4() };

/** What a session is: asked by the unit on the booking page, or entered by the guard (preach-create). */
export const preachRequestSchema = z.object({
  applicantUnit: text(64).trim().min(1, '请填写申请单位'),
  contactName: text(32).trim().min(1, '请填写联系人'),
  contactPhone: phone,
  address: text(200).trim().min(1, '请填写宣讲地址'),
  startsAt: dateTime(),
  expectedAudience: int4(1, 100_000),
  audienceType: enumOf(PREACH_AUDIENCE_TYPES),
  topics: z.array(enumOf(PREACH_TOPICS)).min(1, '请选择宣讲主题').max(9),
  remark: text(500).trim().optional(),
});
export type PreachRequest = z.infer<typeof preachRequestSchema>;
export const preachBookBodySchema = preachRequestSchema.extend({ code });

export const preachPageQuerySchema = z
  .object({
    filter: enumOf(PREACH_LIST_FILTERS).default('ALL'),
    /** Only the sessions assigned to me (guards). */
    mine: z.enum(['true', 'false']).optional(),
  })
  .extend(pageQuerySchema.shape);

export const preachAssignUnitBodySchema = z.object({ ...move, orgId: id });
export const preachAssignGuardBodySchema = z.object({ ...move, guardId: id });
export const preachMoveBodySchema = z.object(move);
export const preachReasonBodySchema = z.object({ ...move, reason });
export const preachCompleteBodySchema = z.object({
  ...move,
  overview: text(1000).trim().min(1, '请填写宣讲概况'),
  audienceCount: int4(1, 100_000),
  photos: z.array(uploadKey).min(1, '请至少上传一张现场照片').max(PREACH_PHOTO_MAX),
});

export const preachAppointmentSchema = z.object({
  id: z.string(),
  source: enumOf(PREACH_SOURCES),
  state: enumOf(PREACH_STATES),
  version: z.number(),
  applicantUnit: z.string(),
  contactName: z.string(),
  /** Masked unless the caller holds the session (its guard) or manages it. */
  contactPhone: z.string(),
  address: z.string(),
  startsAt: z.string(),
  expectedAudience: z.number(),
  audienceType: enumOf(PREACH_AUDIENCE_TYPES),
  topics: z.array(enumOf(PREACH_TOPICS)),
  orgId: z.string(),
  orgName: z.string(),
  guardId: z.string().nullable(),
  guardName: z.string().nullable(),
  audienceCount: z.number().nullable(),
  completedAt: z.string().nullable(),
});
export type PreachAppointment = z.infer<typeof preachAppointmentSchema>;
export const preachHistorySchema = z.object({
  action: z.string(),
  fromState: z.string().nullable(),
  toState: z.string().nullable(),
  remark: z.string().nullable(),
  at: z.string(),
});
export const preachDetailSchema = preachAppointmentSchema.extend({
  remark: z.string().nullable(),
  overview: z.string().nullable(),
  photos: z.array(z.string()),
  refuseReason: z.string().nullable(),
  closeReason: z.string().nullable(),
  signIns: z.number(),
  ratingAverage: z.number().nullable(),
  history: z.array(preachHistorySchema),
  /** What the caller may do now (the server's rules, so the page shows only these). */
  actions: z.array(z.enum(['assignUnit', 'assignGuard', 'accept', 'decline', 'reject', 'cancel', 'complete'])),
});
export type PreachDetail = z.infer<typeof preachDetailSchema>;
export type PreachAction = PreachDetail['actions'][number];

export const preachUnitQuerySchema = z.object({ keyword: text(32).trim().optional() });
export const preachUnitSchema = z.object({
  id: z.string(),
  name: z.string(),
  level: z.number(),
  parentName: z.string(),
});
export const preachGuardQuerySchema = z.object({ id, keyword: text(32).trim().optional() });
export const preachGuardCandidateSchema = z.object({
  id: z.string(),
  name: z.string(),
  orgName: z.string(),
  /** Holds another session within ±2 h of this one. */
  busy: z.boolean(),
});

export const preachOverviewSchema = z.object({
  guardName: z.string(),
  orgName: z.string(),
  overview: z.string(),
  version: z.number(),
  sessions: z.number(),
  audienceTotal: z.number(),
  signIns: z.number(),
  ratingAverage: z.number().nullable(),
  topics: z.array(z.object({ topic: enumOf(PREACH_TOPICS), sessions: z.number() })),
  upcoming: z.number(),
});
export type PreachOverview = z.infer<typeof preachOverviewSchema>;
export const preachOverviewBodySchema = z.object({
  overview: text(1000).trim().min(1, '请填写宣讲概况'),
  version: int4(),
});
/** A code and the public page it opens (the QR code draws `path?code=…` on the app's origin). */
export const preachCodeSchema = z.object({ code: z.string(), path: z.string(), ownerName: z.string() });

export const preachCodeQuerySchema = z.object({ code });
/** The booking page: only the organisation's name. */
export const preachBookingViewSchema = z.object({ orgName: z.string() });
/** The attendee page: the guard's name masked and his sessions around now, nothing of the units' contacts. */
export const preachSessionViewSchema = z.object({
  guardName: z.string(),
  sessions: z.array(
    z.object({
      id: z.string(),
      applicantUnit: z.string(),
      startsAt: z.string(),
      topics: z.array(enumOf(PREACH_TOPICS)),
    }),
  ),
});
export const preachSignInBodySchema = z.object({
  code,
  appointmentId: id,
  phone,
  rating: int4(1, PREACH_RATING_MAX).optional(),
  comment: text(200).trim().optional(),
});
/** What a public call answers: that it was received, nothing of what was sent. */
export const preachReceivedSchema = z.object({ received: z.literal(true) });
/** A booking also says whether it repeated an open request of the same phone (then no new one was made). */
export const preachBookedSchema = preachReceivedSchema.extend({
  isRepeat: z.boolean(),
  /** The reference 预约编号 to look the booking up with (the first request's for a repeat; none when that was a guard's own session). */
  reference: z.string().nullable(),
});

/** A booking's reference 预约编号: `YY`, the China day it was made (YYMMDD), its 4-digit sequence in that day. */
export const PREACH_REFERENCE_PATTERN = /^YY\d{10}$/;
/** The day part of a reference: `YY` and the China day, `YY261129`. */
export const preachReferenceDayOf = (at: Date): string => `YY${chinaDayOf(at).replaceAll('-', '').slice(2)}`;
/** The reference after a day's latest (none yet: the first of the day). */
export function nextPreachReference(dayPrefix: string, latest: string | null): string {
  const sequence = latest ? Number(latest.slice(dayPrefix.length)) + 1 : 1;
  if (sequence > 9999) throw new Error(`more than 9999 preaching bookings on ${dayPrefix}`);
  return `${dayPrefix}${String(sequence).padStart(4, '0')}`;
}
export const preachBookingStatusQuerySchema = z.object({
  reference: text(16)
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(PREACH_REFERENCE_PATTERN, '预约编号为YY加10位数字')),
  phone,
});
export type PreachBookingStatusQuery = z.input<typeof preachBookingStatusQuerySchema>;

/** Where a booking stands, as its unit reads it (several inner states read alike to the unit). */
export const PREACH_PUBLIC_STATUS: Record<PreachState, string> = {
  SUBMITTED: '已提交，等待受理',
  ASSIGNED_TO_UNIT: '已受理，正在安排宣讲员',
  ASSIGNED_TO_GUARD: '已受理，正在安排宣讲员',
  ACCEPTED: '已安排宣讲员',
  COMPLETED: '宣讲已完成',
  CLOSED: '宣讲已完成',
  REJECTED: '未受理',
  CANCELLED: '已取消',
};
/** A booking's status for the public lookup by reference and phone: what the unit asked and where it stands. */
export const preachBookingStatusSchema = z.object({
  reference: z.string(),
  applicantUnit: z.string(),
  startsAt: z.string(),
  topics: z.array(enumOf(PREACH_TOPICS)),
  state: enumOf(PREACH_STATES),
  status: z.string(),
  /** The organisation holding it now. */
  unitName: z.string(),
  /** The guard who will give it, masked, once one accepted. */
  guardName: z.string().nullable(),
  /** Why it was not taken up or was cancelled. */
  reason: z.string().nullable(),
  submittedAt: z.string(),
});
export type PreachBookingStatus = z.infer<typeof preachBookingStatusSchema>;

export const speechCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  lecturer: z.string(),
  chapters: z.number(),
  finishedChapters: z.number(),
  /** My progress over the course's chapters, 0–100. */
  percent: z.number(),
});
export type SpeechCourse = z.infer<typeof speechCourseSchema>;
export const speechChapterSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: enumOf(SPEECH_CHAPTER_KINDS),
  fileKey: z.string().nullable(),
  fileName: z.string().nullable(),
  durationSeconds: z.number(),
  percent: z.number(),
});
export type SpeechChapter = z.infer<typeof speechChapterSchema>;
export const speechCourseDetailSchema = speechCourseSchema.extend({ chapters: z.array(speechChapterSchema) });
export type SpeechCourseDetail = z.infer<typeof speechCourseDetailSchema>;
export const speechCourseQuerySchema = z
  .object({ progress: z.enum(['ALL', 'STUDYING', 'FINISHED', 'NEW']).default('ALL') })
  .extend(pageQuerySchema.shape);
export const speechProgressBodySchema = z.object({ chapterId: id, percent: int4(0, 100) });

const P = '/api/guard/preach/v2';
const O = '/api/open/preach/v2';
const S = '/api/guard/speech-class/v2';
/** Preaching 宣讲 and the speech classroom 宣讲课堂 (DESIGN §4.6). */
export const PREACHING_ENDPOINTS = {
  page: get(anti, `${P}/page`, { query: preachPageQuerySchema, answer: pageOf(preachAppointmentSchema) }),
  info: get(anti, `${P}/info`, { query: z.object({ id }), answer: preachDetailSchema }),
  create: post(anti, `${P}/create`, { body: preachRequestSchema, answer: preachDetailSchema }),
  assignUnit: post(anti, `${P}/assign-unit`, { body: preachAssignUnitBodySchema, answer: preachDetailSchema }),
  assignGuard: post(anti, `${P}/assign-guard`, { body: preachAssignGuardBodySchema, answer: preachDetailSchema }),
  accept: post(anti, `${P}/accept`, { body: preachMoveBodySchema, answer: preachDetailSchema }),
  /** The guard hands it back to the unit (ASSIGNED_TO_UNIT) with a reason. */
  decline: post(anti, `${P}/decline`, { body: preachReasonBodySchema, answer: preachDetailSchema }),
  reject: post(anti, `${P}/reject`, { body: preachReasonBodySchema, answer: preachDetailSchema }),
  cancel: post(anti, `${P}/cancel`, { body: preachReasonBodySchema, answer: preachDetailSchema }),
  complete: post(anti, `${P}/complete`, { body: preachCompleteBodySchema, answer: preachDetailSchema }),
  units: get(anti, `${P}/units`, { query: preachUnitQuerySchema, answer: z.array(preachUnitSchema) }),
  guards: get(anti, `${P}/guards`, { query: preachGuardQuerySchema, answer: z.array(preachGuardCandidateSchema) }),
  overview: get(anti, `${P}/overview`, { answer: preachOverviewSchema }),
  updateOverview: post(anti, `${P}/overview`, { body: preachOverviewBodySchema, answer: preachOverviewSchema }),
  /** My preaching code (guards). */
  myCode: get(anti, `${P}/my-code`, { answer: preachCodeSchema }),
  /** My organisation's booking code (oa staff and guard admins). */
  unitCode: get(anti, `${P}/unit-code`, { answer: preachCodeSchema }),
  /** No login, reached by a QR code: rate-limited, answering nothing personal. */
  bookingView: get(anti, `${O}/booking`, { query: preachCodeQuerySchema, answer: preachBookingViewSchema }),
  book: post(anti, `${O}/book`, { body: preachBookBodySchema, answer: preachBookedSchema }),
  /** By reference and phone together (a POST: the phone stays out of URLs and logs); one answer for any mismatch. */
  bookingStatus: post(anti, `${O}/booking-status`, {
    body: preachBookingStatusQuerySchema,
    answer: preachBookingStatusSchema,
  }),
  sessionView: get(anti, `${O}/sessions`, { query: preachCodeQuerySchema, answer: preachSessionViewSchema }),
  signIn: post(anti, `${O}/sign-in`, { body: preachSignInBodySchema, answer: preachReceivedSchema }),
  courses: get(anti, `${S}/courses`, { query: speechCourseQuerySchema, answer: pageOf(speechCourseSchema) }),
  course: get(anti, `${S}/course`, { query: z.object({ id }), answer: speechCourseDetailSchema }),
  progress: post(anti, `${S}/progress`, { body: speechProgressBodySchema, answer: speechChapterSchema }),
};

/** The public pages a preaching QR code opens (no login; not spec routes). */
export const PREACH_PUBLIC_PATHS = {
  booking: '/pages/preach-booking',
  signIn: '/pages/preach-sign-in',
  bookingStatus: '/pages/preach-booking-status',
} as const;
