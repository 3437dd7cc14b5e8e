import { Card, List, ProgressBar, Tag } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import { SPEECH_CHAPTER_KINDS, type SpeechChapter } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { toastError } from '../../../lib/feedback';
import { openFilePreview } from '../../file';
import { speechCourseQuery } from '../api/preaching.queries';
import { useSaveProgress } from '../api/preaching.mutations';
import styles from '../components/preaching.module.css';

const minutes = (seconds: number) => `${Math.round(seconds / 60)}分钟`;

/** 宣讲课程: the chapters (video, slides, documents previewed per spec §5); opening one records it as studied. */
export default function SpeechDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  const course = useQuery(speechCourseQuery(id));
  const save = useSaveProgress();
  const state = queryState(course, { isMissing: !id, missingTitle: '缺少课程编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const detail = state.data;

  const study = async (chapter: SpeechChapter) => {
    if (chapter.fileKey) await openFilePreview({ url: chapter.fileKey, name: chapter.fileName ?? chapter.title });
    save.mutate({ chapterId: chapter.id, percent: 100 }, { onError: toastError });
  };
  return (
    <PageShell title={detail.title}>
      <Card className={styles.card} title={detail.lecturer}>
        <div className={styles.overviewText}>{detail.summary}</div>
        <ProgressBar percent={detail.percent} text />
      </Card>
      <List header="课程章节" data-testid="speech-chapters">
        {detail.chapters.map((chapter) => (
          <List.Item
            key={chapter.id}
            data-testid={`speech-chapter-${chapter.id}`}
            prefix={<Tag color="primary">{SPEECH_CHAPTER_KINDS[chapter.kind]}</Tag>}
            description={`${minutes(chapter.durationSeconds)}，${chapter.percent >= 100 ? '已学完' : `已学${chapter.percent}%`}`}
            onClick={() => void study(chapter)}
            arrow
          >
            {chapter.title}
          </List.Item>
        ))}
      </List>
    </PageShell>
  );
}
