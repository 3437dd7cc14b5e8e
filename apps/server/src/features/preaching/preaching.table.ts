import {
  keysOf,
  PREACH_AUDIENCE_TYPES,
  PREACH_CODE_KINDS,
  PREACH_SOURCES,
  PREACH_STATES,
  SPEECH_CHAPTER_KINDS,
} from '@afp/contract';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sealedText } from '../../db/columns.ts';
import { checkOneOf } from '../../db/enum-column.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const STATES = keysOf(PREACH_STATES);
const SOURCES = keysOf(PREACH_SOURCES);
const AUDIENCE_TYPES = keysOf(PREACH_AUDIENCE_TYPES);
const CODE_KINDS = keysOf(PREACH_CODE_KINDS);
const CHAPTER_KINDS = keysOf(SPEECH_CHAPTER_KINDS);

/**
 * A preaching appointment 宣讲预约 (DESIGN §4.6). `org_id` is the unit holding it now (the booking
 * code's organisation, then the unit it was assigned to); `guard_id` the guard who delivers it.
 * A completion is verified through the shared verification ('preach_completion'): COMPLETED is
 * the submitted completion, CLOSED the verified one, a refusal sends it back to ACCEPTED.
 */
export const preachAppointment = pgTable(
  'preach_appointment',
  {
    id: text('id').primaryKey(),
    source: text('source', { enum: SOURCES }).notNull(),
    applicantUnit: text('applicant_unit').notNull(),
    contactName: text('contact_name').notNull(),
    /** Sealed at rest (db/columns.ts). */
    contactPhone: sealedText('contact_phone').notNull(),
    address: text('address').notNull(),
    startsAt: ts('starts_at').notNull(),
    expectedAudience: integer('expected_audience').notNull(),
    audienceType: text('audience_type', { enum: AUDIENCE_TYPES }).notNull(),
    topics: text('topics').array().notNull(),
    remark: text('remark'),
    /** A booking's reference 预约编号 (`YY` + China day + sequence), given to the unit with its phone for the status lookup. */
    reference: text('reference'),
    state: text('state', { enum: STATES }).notNull(),
    orgId: text('org_id').notNull(),
    orgPath: text('org_path').notNull(),
    guardId: text('guard_id'),
    acceptedAt: ts('accepted_at'),
    completedAt: ts('completed_at'),
    audienceCount: integer('audience_count'),
    overview: text('overview'),
    /** The last refusal of the completion by the verification, shown to the guard until resubmitted. */
    refuseReason: text('refuse_reason'),
    /** Why it was rejected or cancelled (the history keeps every move). */
    closeReason: text('close_reason'),
    verifiedAt: ts('verified_at'),
    version: integer('version').notNull().default(0),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('preach_appointment_path_starts_idx').using(
      'btree',
      t.orgPath.op('text_pattern_ops'),
      t.startsAt.desc(),
      t.id.desc(),
    ),
    index('preach_appointment_guard_starts_idx').on(t.guardId, t.startsAt),
    // A booking looks for the same phone's request around its start (sent again, not a new one):
    // the phone is sealed, so the open requests starting then are read and compared.
    index('preach_appointment_starts_idx').on(t.startsAt),
    uniqueIndex('preach_appointment_reference_idx').on(t.reference),
    checkOneOf('preach_appointment_state_check', t.state, STATES),
    checkOneOf('preach_appointment_source_check', t.source, SOURCES),
    checkOneOf('preach_appointment_audience_type_check', t.audienceType, AUDIENCE_TYPES),
  ],
);
export type PreachAppointmentRow = typeof preachAppointment.$inferSelect;

/** An attendee's sign-in and rating of a session, through the guard's code; the phone only as a keyed hash. */
export const preachAttendance = pgTable(
  'preach_attendance',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id').notNull(),
    guardId: text('guard_id').notNull(),
    phoneKey: text('phone_key').notNull(),
    rating: integer('rating'),
    comment: text('comment'),
    createdAt: ts('created_at').notNull(),
    ratedAt: ts('rated_at'),
  },
  (t) => [
    uniqueIndex('preach_attendance_person_idx').on(t.appointmentId, t.phoneKey),
    index('preach_attendance_guard_idx').on(t.guardId),
  ],
);
export type PreachAttendanceRow = typeof preachAttendance.$inferSelect;

/** The codes behind the QR codes: a unit's booking code, a guard's preaching code (one each). */
export const preachCode = pgTable(
  'preach_code',
  {
    code: text('code').primaryKey(),
    kind: text('kind', { enum: CODE_KINDS }).notNull(),
    ownerId: text('owner_id').notNull(),
    orgId: text('org_id').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('preach_code_owner_idx').on(t.kind, t.ownerId),
    checkOneOf('preach_code_kind_check', t.kind, CODE_KINDS),
  ],
);
export type PreachCodeRow = typeof preachCode.$inferSelect;

/** The guard's own preaching overview text 宣讲概况 (detail-change), versioned. */
export const preachProfile = pgTable('preach_profile', {
  guardId: text('guard_id').primaryKey(),
  overview: text('overview').notNull(),
  version: integer('version').notNull().default(0),
  updatedAt: ts('updated_at').notNull(),
});
export type PreachProfileRow = typeof preachProfile.$inferSelect;

/** A course of the speech classroom 宣讲课堂. */
export const speechCourse = pgTable(
  'speech_course',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    lecturer: text('lecturer').notNull(),
    sort: integer('sort').notNull().default(0),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [index('speech_course_order_idx').on(t.sort, t.publishedAt.desc(), t.id)],
);
export type SpeechCourseRow = typeof speechCourse.$inferSelect;

/** A chapter: one video, slides or document, stored through the file feature (owner 'speech_chapter'). */
export const speechChapter = pgTable(
  'speech_chapter',
  {
    id: text('id').primaryKey(),
    courseId: text('course_id').notNull(),
    title: text('title').notNull(),
    kind: text('kind', { enum: CHAPTER_KINDS }).notNull(),
    fileKey: text('file_key'),
    /** Video length, or reading time, in seconds. */
    durationSeconds: integer('duration_seconds').notNull(),
    sort: integer('sort').notNull(),
  },
  (t) => [
    index('speech_chapter_course_idx').on(t.courseId, t.sort),
    checkOneOf('speech_chapter_kind_check', t.kind, CHAPTER_KINDS),
  ],
);
export type SpeechChapterRow = typeof speechChapter.$inferSelect;

/** A guard's study progress on a chapter, in percent; finished at 100. */
export const speechProgress = pgTable(
  'speech_progress',
  {
    guardId: text('guard_id').notNull(),
    chapterId: text('chapter_id').notNull(),
    courseId: text('course_id').notNull(),
    percent: integer('percent').notNull(),
    finishedAt: ts('finished_at'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.guardId, t.chapterId] }),
    index('speech_progress_course_idx').on(t.guardId, t.courseId),
  ],
);
export type SpeechProgressRow = typeof speechProgress.$inferSelect;
