import { useState } from 'react';
import { Card, CapsuleTabs, ProgressBar } from 'antd-mobile';
import type { SpeechCourse } from '@afp/contract';
import { InfiniteList } from '../../../components/infinite-list';
import { PageShell } from '../../../components/page-shell';
import { PATHS } from '../../../config/routes';
import { openPage, withId } from '../../../lib/navigation';
import { fetchCoursePage, preachingKeys, type CourseProgress } from '../api/preaching.queries';
import styles from '../components/preaching.module.css';

const TABS: [CourseProgress, string][] = [
  ['ALL', '全部课程'],
  ['STUDYING', '学习中'],
  ['NEW', '未学习'],
  ['FINISHED', '已学完'],
];

/** 宣讲课堂: courses with my study progress (speech-class and speech-class-index show the same). */
export default function SpeechClassPage() {
  const [progress, setProgress] = useState<CourseProgress>('ALL');
  return (
    <PageShell>
      <CapsuleTabs activeKey={progress} onChange={(key) => setProgress(key as CourseProgress)}>
        {TABS.map(([key, title]) => (
          <CapsuleTabs.Tab key={key} title={<span data-testid={`speech-tab-${key}`}>{title}</span>} />
        ))}
      </CapsuleTabs>
      <InfiniteList<SpeechCourse>
        queryKey={preachingKeys.courses(progress)}
        fetchPage={(cursor) => fetchCoursePage(progress, cursor)}
        itemKey={(course) => course.id}
        emptyText="暂无课程"
        renderItem={(course) => (
          <Card
            className={styles.card}
            data-testid={`speech-course-${course.id}`}
            title={course.title}
            onBodyClick={() => openPage(withId(PATHS.speechDetail, course.id))}
            onHeaderClick={() => openPage(withId(PATHS.speechDetail, course.id))}
          >
            <div className={styles.muted}>
              {course.lecturer}，共{course.chapters}讲，已学完{course.finishedChapters}讲
            </div>
            <div className={styles.overviewText}>{course.summary}</div>
            <ProgressBar percent={course.percent} text />
          </Card>
        )}
        testId="speech-courses"
      />
    </PageShell>
  );
}
