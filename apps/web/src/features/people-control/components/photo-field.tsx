import { useState } from 'react';
import { Form, ImageUploader, ProgressBar, type ImageUploadItem } from 'antd-mobile';
import { showToast } from '../../../lib/feedback';
import { isUploadableImage, uploadImage } from '../../file';
import type { UploadedPhoto } from '../people-control.rules';
import styles from './photo-field.module.css';

function refuseOtherTypes(file: File): File | null {
  if (isUploadableImage(file)) return file;
  showToast('仅支持上传 png 或 jpg 图片');
  return null;
}

/** Images upload as soon as they are chosen, with progress; the feedback carries their storage keys. */
export function PhotoField({
  label,
  description,
  photos,
  maxCount,
  testId,
  onChange,
}: {
  label: string;
  description: string;
  photos: UploadedPhoto[];
  maxCount: number;
  testId: string;
  onChange: (photos: UploadedPhoto[]) => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File): Promise<ImageUploadItem> => {
    setProgress(0);
    try {
      const stored = await uploadImage(file, setProgress);
      return { key: stored.key, url: URL.createObjectURL(file) };
    } catch (error) {
      showToast(error instanceof Error ? error.message : '上传失败');
      throw error;
    } finally {
      setProgress(null);
    }
  };
  return (
    <Form.Item label={label} layout="vertical" description={description}>
      <div data-testid={testId}>
        <ImageUploader
          value={photos}
          onChange={(items) => onChange(items.map((item) => ({ key: String(item.key), url: item.url })))}
          upload={upload}
          beforeUpload={refuseOtherTypes}
          accept="image/png,image/jpeg"
          maxCount={maxCount}
        />
      </div>
      {progress !== null ? <ProgressBar percent={Math.round(progress * 100)} text className={styles.progress} /> : null}
    </Form.Item>
  );
}
