import { LocationField } from '../../../components/location-field';
import { PhotoUploadField } from '../../file';
import { patchDraft, useFeedbackDraft } from '../hooks/feedback-draft.store';

/** Where the feedback was given, kept in the draft. */
export function DraftLocationField({ draftKey }: { draftKey: string }) {
  const draft = useFeedbackDraft(draftKey);
  return (
    <LocationField
      label="处置地点"
      value={draft}
      testIdPrefix="feedback"
      onChange={(patch) => patchDraft(draftKey, patch)}
    />
  );
}

const NO_PHOTOS: string[] = [];

/** Photos upload as soon as they are chosen, with progress; the draft keeps their storage keys. */
export function PhotosField({ draftKey }: { draftKey: string }) {
  const photos = useFeedbackDraft(draftKey).photos ?? NO_PHOTOS;
  return (
    <PhotoUploadField
      label="现场照片"
      description="支持 png、jpg，最多 9 张"
      photoKeys={photos}
      maxCount={9}
      progressTestId="photo-upload-progress"
      onChange={(keys) => patchDraft(draftKey, { photos: keys })}
    />
  );
}
