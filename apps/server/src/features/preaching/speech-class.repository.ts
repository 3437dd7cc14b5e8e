import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { before, countCapped, microsOf, newestFirst, type KeysetPosition } from '../../core/keyset-page.ts';
import type { Db, Tx } from '../../db/client.ts';
import { storedFile } from '../file/index.ts';
import { speechChapter, speechCourse, speechProgress } from './preaching.table.ts';

export type CourseProgressFilter = 'ALL' | 'STUDYING' | 'FINISHED' | 'NEW';

const c = speechCourse;

/**
 * A scalar subquery, nested on purpose: drizzle prints the top-level columns of a single-table
 * select unqualified, so `course_id = id` compared each chapter with itself (every course showed
 * 共0讲); nested, the columns stay qualified.
 */
const scalar = (query: SQL) => sql<number>`(${query})`;

/** A guard's figures of a course, by SQL: chapters, finished chapters, and the percent over all chapters. */
function courseFigures(guardId: string) {
  const chapters = scalar(sql`select count(*) from ${speechChapter} where ${speechChapter.courseId} = ${c.id}`);
  const mine = sql`${speechProgress.courseId} = ${c.id} and ${speechProgress.guardId} = ${guardId}`;
  const finished = scalar(
    sql`select count(*) from ${speechProgress} where ${mine} and ${speechProgress.percent} = 100`,
  );
  const percentSum = scalar(
    sql`select coalesce(sum(${speechProgress.percent}), 0) from ${speechProgress} where ${mine}`,
  );
  const percent = sql<number>`(case when ${chapters} = 0 then 0 else floor(${percentSum} / ${chapters}) end)`;
  return { chapters, finished, percent };
}

function progressFilter(filter: CourseProgressFilter, percent: SQL<number>): SQL | undefined {
  switch (filter) {
    case 'ALL':
      return undefined;
    case 'NEW':
      return sql`${percent} = 0`;
    case 'STUDYING':
      return sql`${percent} > 0 and ${percent} < 100`;
    case 'FINISHED':
      return sql`${percent} >= 100`;
  }
}

export function createSpeechClassRepository({ db }: { db: Db }) {
  return {
    db,
    /** Newest courses first with the guard's progress on each, filtered by that progress. */
    async page(filter: {
      guardId: string;
      progress: CourseProgressFilter;
      after?: KeysetPosition;
      limit: number;
      count: boolean;
    }) {
      const figures = courseFigures(filter.guardId);
      const base = progressFilter(filter.progress, figures.percent);
      const [rows, counted] = await Promise.all([
        db
          .select({
            course: c,
            chapters: figures.chapters.mapWith(Number),
            finished: figures.finished.mapWith(Number),
            percent: figures.percent.mapWith(Number),
            micros: microsOf(c.publishedAt),
          })
          .from(c)
          .where(and(base, before(c.publishedAt, c.id, filter.after)))
          .orderBy(...newestFirst(c.publishedAt, c.id))
          .limit(filter.limit),
        filter.count ? countCapped(db, c, base) : undefined,
      ]);
      return { rows, counted };
    },
    async course(id: string, guardId: string) {
      const figures = courseFigures(guardId);
      const [row] = await db
        .select({
          course: c,
          chapters: figures.chapters.mapWith(Number),
          finished: figures.finished.mapWith(Number),
          percent: figures.percent.mapWith(Number),
        })
        .from(c)
        .where(eq(c.id, id));
      return row;
    },
    async chapters(courseId: string, guardId: string) {
      return db
        .select({
          chapter: speechChapter,
          fileName: storedFile.name,
          percent: sql<number>`coalesce(${speechProgress.percent}, 0)`.mapWith(Number),
        })
        .from(speechChapter)
        .leftJoin(storedFile, eq(storedFile.key, speechChapter.fileKey))
        .leftJoin(
          speechProgress,
          and(eq(speechProgress.chapterId, speechChapter.id), eq(speechProgress.guardId, guardId)),
        )
        .where(eq(speechChapter.courseId, courseId))
        .orderBy(asc(speechChapter.sort), asc(speechChapter.id));
    },
    async chapter(tx: Db | Tx, id: string) {
      const [row] = await tx
        .select({ chapter: speechChapter, fileName: storedFile.name })
        .from(speechChapter)
        .leftJoin(storedFile, eq(storedFile.key, speechChapter.fileKey))
        .where(eq(speechChapter.id, id));
      return row;
    },
    /** Progress only grows: a replay from the start does not undo what was studied. */
    async saveProgress(values: { guardId: string; chapterId: string; courseId: string; percent: number; now: Date }) {
      const finishedAt = values.percent >= 100 ? values.now : null;
      const [row] = await db
        .insert(speechProgress)
        .values({ ...values, finishedAt, updatedAt: values.now })
        .onConflictDoUpdate({
          target: [speechProgress.guardId, speechProgress.chapterId],
          set: {
            percent: sql`greatest(${speechProgress.percent}, excluded.percent)`,
            finishedAt: sql`coalesce(${speechProgress.finishedAt}, excluded.finished_at)`,
            updatedAt: values.now,
          },
        })
        .returning();
      return row!;
    },
  };
}
export type SpeechClassRepository = ReturnType<typeof createSpeechClassRepository>;
