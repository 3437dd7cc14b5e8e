import { useState } from 'react';
import { Button, Form, ImageUploader, Input } from 'antd-mobile';
import { showToast } from '../../../lib/feedback';
import { getWorkplaceApp } from '../../../lib/workplace-app';
import { patchDraft, useFeedbackDraft } from '../hooks/feedback-draft.store';

/** Location from the workplace app (or the browser); when unavailable, a typed address. */
export function LocationField({ draftKey }: { draftKey: string }) {
  const location = useFeedbackDraft((state) => state.drafts[draftKey]?.location);
  const manualAddress = useFeedbackDraft((state) => state.drafts[draftKey]?.manualAddress ?? '');
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
      showToast('无法定位,请手动填写地址');
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
        <span data-testid="location-text" style={{ color: location ? '#333' : '#ccc' }}>
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

const NO_PHOTOS: { url: string }[] = [];

/** Photos are kept on the device for now: no upload endpoint exists yet, so none are sent. */
export function PhotosField({ draftKey }: { draftKey: string }) {
  const photos = useFeedbackDraft((state) => state.drafts[draftKey]?.localPhotos ?? NO_PHOTOS);
  return (
    <Form.Item label="现场照片" layout="vertical" description="照片上传服务暂未开通,照片仅保存在本机,不随反馈提交">
      <ImageUploader
        value={photos}
        onChange={(localPhotos) => patchDraft(draftKey, { localPhotos })}
        upload={async (file) => ({ url: URL.createObjectURL(file) })}
        maxCount={9}
      />
    </Form.Item>
  );
}
