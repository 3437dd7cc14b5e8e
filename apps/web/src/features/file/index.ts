import type { Feature } from '../../lib/feature';

/** Files: photo upload, download tickets and previews (spec §5/§8); no pages of its own. */
export const fileFeature: Feature = { name: 'file', routes: [] };

export { isUploadableAttachment, isUploadableImage, uploadAttachment, uploadImage } from './file-upload';
export { PhotoUploadField } from './photo-upload-field';
export { fileUrlOf, type FileRef } from './file.api';
export { openFilePreview } from './open-file-preview';
/** A feedback's photos, shown small and opened large (warnings, preaching, publicity, people control, cooperation). */
export { FeedbackPhotos } from './feedback-photos';

/** A form's attachments field (upload with progress, preview, remove) and the read-only list of files. */
export { AttachmentField } from './attachment-field';
export { AttachmentList } from './attachment-list';
export { sizeText, type AttachmentRef } from './attachment';
