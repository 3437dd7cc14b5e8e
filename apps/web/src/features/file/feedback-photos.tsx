import { Image, ImageViewer, Space } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { fileUrlOf } from './file.api';
import styles from './feedback-photos.module.css';

/**
 * A feedback's photos. Each is fetched once through a single-use ticket and kept as an object
 * URL, so showing it large does not need a second (refused) download.
 */
export function FeedbackPhotos({ keys }: { keys: string[] }) {
  const { data: urls = [] } = useQuery({
    queryKey: ['file', 'photos', keys],
    queryFn: () => Promise.all(keys.map(objectUrlOf)),
    staleTime: Infinity,
  });
  if (urls.length === 0) return null;
  return (
    <Space wrap data-testid="feedback-photos">
      {urls.map((url, index) => (
        <Image
          key={url}
          src={url}
          width={64}
          height={64}
          fit="cover"
          className={styles.photo}
          onClick={() => ImageViewer.Multi.show({ images: urls, defaultIndex: index })}
        />
      ))}
    </Space>
  );
}

async function objectUrlOf(key: string): Promise<string> {
  const response = await fetch(await fileUrlOf({ url: key, name: key.split('/').pop() ?? 'photo.jpg' }));
  if (!response.ok) throw new Error('图片预览失败');
  return URL.createObjectURL(await response.blob());
}
