import { useRef, useState } from 'react';
import { Form, ImageUploader, ProgressBar, type ImageUploadItem } from 'antd-mobile';
import { showToast } from '../../lib/feedback';
import { isUploadableImage, uploadImage } from './file-upload';
import { rememberLocalPreview, usePhotoPreviewUrls } from './photo-preview-urls';
import styles from './photo-upload-field.module.css';

// Shown while a restored photo's preview is fetched back: a transparent pixel, not a broken image.
const PLACEHOLDER = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

function refuseOtherTypes(file: File): File | null {
  if (isUploadableImage(file)) return file;
  showToast('仅支持上传 png 或 jpg 图片');
  return null;
}

/**
 * A form's photos: several may be picked at once (as many as are still free up to `maxCount`);
 * each uploads as soon as it is chosen, with its own progress, and the form keeps only the storage
 * keys — plain data a draft can hold, whose previews come back after a reload.
 */
export function PhotoUploadField({
  label,
  description,
  photoKeys,
  maxCount,
  testId,
  progressTestId,
  onChange,
}: {
  label: string;
  description: string;
  photoKeys: readonly string[];
  maxCount: number;
  testId?: string;
  progressTestId?: string;
  onChange: (photoKeys: string[]) => void;
}) {
  // Progress of each upload under way, by the order it started in (several run at once).
  const [progressByUpload, setProgressByUpload] = useState<ReadonlyMap<number, number>>(new Map());
  const uploadCount = useRef(0);
  const setProgress = (upload: number, fraction: number | null) =>
    setProgressByUpload((current) => {
      const next = new Map(current);
      if (fraction === null) next.delete(upload);
      else next.set(upload, fraction);
      return next;
    });
  const previews = usePhotoPreviewUrls(photoKeys);
  const items: ImageUploadItem[] = photoKeys.map((key) => ({ key, url: previews.get(key) ?? PLACEHOLDER }));
  const upload = async (file: File): Promise<ImageUploadItem> => {
    uploadCount.current += 1;
    const id = uploadCount.current;
    setProgress(id, 0);
    try {
      const stored = await uploadImage(file, (fraction) => setProgress(id, fraction));
      rememberLocalPreview(stored.key, file);
      return { key: stored.key, url: previews.get(stored.key) ?? PLACEHOLDER };
    } catch (error) {
      showToast(error instanceof Error ? error.message : '上传失败');
      throw error;
    } finally {
      setProgress(id, null);
    }
  };
  return (
    <Form.Item label={label} layout="vertical" description={description}>
      <div data-testid={testId}>
        <ImageUploader
          value={items}
          onChange={(next) => onChange(next.map((item) => String(item.key)))}
          upload={upload}
          beforeUpload={refuseOtherTypes}
          accept="image/png,image/jpeg"
          multiple
          maxCount={maxCount}
          onCountExceed={(exceed) => showToast(`最多上传 ${maxCount} 张，另选的 ${exceed} 张未上传`)}
        />
      </div>
      {progressByUpload.size > 0 ? (
        <div data-testid={progressTestId} className={styles.progress}>
          {[...progressByUpload].map(([id, fraction]) => (
            <ProgressBar key={id} percent={Math.round(fraction * 100)} text />
          ))}
        </div>
      ) : null}
    </Form.Item>
  );
}
