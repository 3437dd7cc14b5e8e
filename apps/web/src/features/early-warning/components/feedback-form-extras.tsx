import { useState } from 'react';
import { Button, Form, ImageUploader, Input, ProgressBar, type ImageUploadItem } from 'antd-mobile';
import { showToast } from '../../../lib/feedback';
import { getWorkplaceApp } from '../../../lib/workplace-app';
import { isUploadableImage, uploadImage } from '../../file';
import { patchDraft, useFeedbackDraft } from '../hooks/feedback-draft.store';
import styles from './feedback-form-extras.module.css';

/** Location from the workplace app (or the browser); when unavailable, a typed address. */
export function LocationField({ draftKey }: { draftKey: string }) {
  const location = useFeedbackDraft(draftKey).location;
  const manualAddress = useFeedbackDraft(draftKey).manualAddress ?? '';
  const [isLocating, setIsLocating] = useState(false);
  const [canLocate, setCanLocate] = useState(true);

  const handleLocate = async () => {
    setIsLocating(true);
    try {
      const point = await getWorkplaceApp().getLocation();
      patchDraft(draftKey, {
        location: {
          latitude: point.latitude,
          longitude: point.longitude,
          address: point.address ?? `${point.latitude.toFixed(5)}, ${point.longitude.toFixed(5)}`,
        },
      });
    } catch {
      setCanLocate(false);
      showToast('无法定位，请手动填写地址');
    } finally {
      setIsLocating(false);
    }
  };

  return (
    <>
      <Form.Item
        label="处置地点"
        extra={
          <Button
            size="mini"
            color="primary"
            fill="outline"
            loading={isLocating}
            data-testid="locate-button"
            onClick={() => void handleLocate()}
          >
            定位
          </Button>
        }
      >
        <span data-testid="location-text" className={location ? styles.located : styles.notLocated}>
          {location?.address ?? (canLocate ? '点击定位获取当前位置' : '无法定位')}
        </span>
      </Form.Item>
      {!location ? (
        <Form.Item label="手动地址">
          <Input
            value={manualAddress}
            onChange={(value) => patchDraft(draftKey, { manualAddress: value })}
            maxLength={200}
            placeholder="无法定位时请输入地址"
          />
        </Form.Item>
      ) : null}
    </>
  );
}

const NO_PHOTOS: ImageUploadItem[] = [];

function refuseOtherTypes(file: File): File | null {
  if (isUploadableImage(file)) return file;
  showToast('仅支持上传 png 或 jpg 图片');
  return null;
}

/** Photos upload as soon as they are chosen, with progress; the feedback carries their storage keys. */
export function PhotosField({ draftKey }: { draftKey: string }) {
  const photos = useFeedbackDraft(draftKey).photoItems ?? NO_PHOTOS;
  const [progress, setProgress] = useState<number | null>(null);
  const upload = async (file: File): Promise<ImageUploadItem> => {
    setProgress(0);
    try {
      const stored = await uploadImage(file, setProgress);
      return { key: stored.key, url: URL.createObjectURL(file), extra: { storageKey: stored.key } };
    } catch (error) {
      showToast(error instanceof Error ? error.message : '上传失败');
      throw error;
    } finally {
      setProgress(null);
    }
  };
  return (
    <Form.Item label="现场照片" layout="vertical" description="支持 png、jpg，最多 9 张">
      <ImageUploader
        value={photos}
        onChange={(photoItems) => patchDraft(draftKey, { photoItems })}
        upload={upload}
        beforeUpload={refuseOtherTypes}
        accept="image/png,image/jpeg"
        maxCount={9}
      />
      {progress !== null ? (
        <ProgressBar
          percent={Math.round(progress * 100)}
          text
          data-testid="photo-upload-progress"
          className={styles.progress}
        />
      ) : null}
    </Form.Item>
  );
}
