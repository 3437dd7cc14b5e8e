import {
  PREACHING_ENDPOINTS,
  type Page,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type SpeechChapter,
  type SpeechCourse,
  type SpeechCourseDetail,
} from '@afp/contract';
import type { Clock } from '../../clock.ts';
import { keysetPage } from '../../core/keyset-page.ts';
import type { Principal } from '../../core/principal.ts';
import { notFound } from '../../http/errors.ts';
import type { SpeechClassRepository } from './speech-class.repository.ts';
import type { SpeechChapterRow, SpeechCourseRow } from './preaching.table.ts';

type E = typeof PREACHING_ENDPOINTS;
type CourseFigures = { course: SpeechCourseRow; chapters: number; finished: number; percent: number };

const presentCourse = ({ course, chapters, finished, percent }: CourseFigures): SpeechCourse => ({
  id: course.id,
  title: course.title,
  summary: course.summary,
  lecturer: course.lecturer,
  chapters,
  finishedChapters: finished,
  percent: Math.min(100, percent),
});

const presentChapter = (chapter: SpeechChapterRow, fileName: string | null, percent: number): SpeechChapter => ({
  id: chapter.id,
  title: chapter.title,
  kind: chapter.kind,
  fileKey: chapter.fileKey,
  fileName,
  durationSeconds: chapter.durationSeconds,
  percent,
});

/** The speech classroom 宣讲课堂: courses for everyone signed in, study progress per account. */
export function createSpeechClassService({ clock, repository }: { clock: Clock; repository: SpeechClassRepository }) {
  return {
    async courses(caller: Principal, query: ParsedQueryOf<E['courses']>): Promise<Page<SpeechCourse>> {
      return keysetPage(
        query,
        (slice) =>
          repository.page({
            guardId: caller.id,
            progress: query.progress,
            ...slice,
          }),
        {
          positionOf: (row) => ({ micros: row.micros, id: row.course.id }),
          present: (pageRows) => pageRows.map(presentCourse),
        },
      );
    },

    async course(caller: Principal, id: string): Promise<SpeechCourseDetail> {
      const row = await repository.course(id, caller.id);
      if (!row) throw notFound('课程不存在');
      const chapters = await repository.chapters(id, caller.id);
      return {
        ...presentCourse(row),
        chapters: chapters.map((chapter) => presentChapter(chapter.chapter, chapter.fileName, chapter.percent)),
      };
    },

    async progress(caller: Principal, body: ParsedBodyOf<E['progress']>): Promise<SpeechChapter> {
      const found = await repository.chapter(repository.db, body.chapterId);
      if (!found) throw notFound('章节不存在');
      const saved = await repository.saveProgress({
        guardId: caller.id,
        chapterId: found.chapter.id,
        courseId: found.chapter.courseId,
        percent: body.percent,
        now: clock.now(),
      });
      return presentChapter(found.chapter, found.fileName, saved.percent);
    },
  };
}
export type SpeechClassService = ReturnType<typeof createSpeechClassService>;
