import { useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { COOPERATION_PHOTO_MAX, type CooperationStep } from '@afp/contract';
import { showToast, toastError } from '../../../lib/feedback';
import { PhotoUploadField } from '../../file';
import { useSupplyPaperwork } from '../api/cooperation.mutations';
import styles from './paperwork-popup.module.css';

/** 后补流程: the centre uploads the formal paperwork of an urgent step. */
export function PaperworkPopup({
  taskId,
  step,
  onClose,
}: {
  taskId: string;
  step: CooperationStep | null;
  onClose: () => void;
}) {
  const [photos, setPhotos] = useState<string[]>([]);
  const supply = useSupplyPaperwork();
  const handleSubmit = () => {
    if (!step) return;
    if (photos.length === 0) {
      showToast('请上传法律文书');
      return;
    }
    supply.mutate(
      { taskId, stepId: step.id, version: step.version, photos },
      {
        onSuccess: () => {
          showToast('文书已补充');
          setPhotos([]);
          onClose();
        },
        onError: toastError,
      },
    );
  };
  return (
    <Popup visible={step !== null} onMaskClick={onClose} bodyClassName={styles.body}>
      <PhotoUploadField
        label="法律文书"
        description={`止付/冻结通知书等文书照片，最多 ${COOPERATION_PHOTO_MAX} 张`}
        photoKeys={photos}
        maxCount={COOPERATION_PHOTO_MAX}
        testId="cooperation-paperwork-photos"
        onChange={setPhotos}
      />
      <Button
        block
        color="primary"
        loading={supply.isPending}
        data-testid="cooperation-paperwork-submit"
        onClick={handleSubmit}
      >
        提交文书
      </Button>
    </Popup>
  );
}
