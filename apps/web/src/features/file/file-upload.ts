import {
  ATTACHMENT_CONTENT_TYPE,
  ATTACHMENT_TYPE_MESSAGE,
  FILE_ENDPOINTS,
  isUploadableAttachmentName,
  SUCCESS_CODE,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  urlOf,
  type AnswerOf,
  type Envelope,
} from '@afp/contract';
import { ApiError, messageOfForeignAnswer } from '../../lib/api-client';
import { getSession } from '../../lib/session/session.store';

type UploadAnswer = AnswerOf<typeof FILE_ENDPOINTS.upload>;

export const isUploadableImage = (file: File): boolean => file.type in UPLOAD_IMAGE_TYPES;

/**
 * Uploads one photo as the raw request body. XMLHttpRequest rather than fetch, because only it
 * reports upload progress, which people on a weak mobile signal need to see.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  if (!isUploadableImage(file)) return Promise.reject(new ApiError(400, '仅支持上传 png 或 jpg 图片'));
  return uploadRaw(FILE_ENDPOINTS.upload, file, file.type, onProgress);
}

export const isUploadableAttachment = (file: File): boolean => isUploadableAttachmentName(file.name);

/** Uploads a document or image attachment (spec §5 types), with progress like a photo. */
export function uploadAttachment(file: File, onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  if (!isUploadableAttachment(file)) return Promise.reject(new ApiError(400, ATTACHMENT_TYPE_MESSAGE));
  return uploadRaw(FILE_ENDPOINTS.uploadAttachment, file, ATTACHMENT_CONTENT_TYPE, onProgress);
}

function uploadRaw(
  endpoint: typeof FILE_ENDPOINTS.upload,
  file: File,
  contentType: string,
  onProgress: (fraction: number) => void,
): Promise<UploadAnswer> {
  if (file.size > UPLOAD_MAX_BYTES) return Promise.reject(new ApiError(413, '文件过大，最大10MB'));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${urlOf(endpoint)}?name=${encodeURIComponent(file.name)}`);
    const { token } = getSession();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.timeout = 60_000;
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const envelope = parseEnvelope(xhr.responseText);
      if (xhr.status === 200 && envelope?.code === SUCCESS_CODE) resolve(envelope.data);
      else reject(new ApiError(envelope?.code ?? xhr.status, envelope?.message || messageOfForeignAnswer(xhr.status)));
    };
    xhr.onerror = () => reject(new ApiError(0, '网络异常，上传失败'));
    xhr.ontimeout = () => reject(new ApiError(0, '上传超时'));
    xhr.send(file);
  });
}

function parseEnvelope(text: string): Envelope<UploadAnswer> | null {
  try {
    return JSON.parse(text) as Envelope<UploadAnswer>;
  } catch {
    return null;
  }
}
