import { useRef, useState } from 'react';
import { Button, Form, ProgressBar } from 'antd-mobile';
import { CloseCircleOutline } from 'antd-mobile-icons';
import { ATTACHMENT_TYPE_MESSAGE, DOWNLOADABLE_TYPES, MAIL_ATTACHMENTS_MAX } from '@afp/contract';
import { showToast } from '../../lib/feedback';
import { sizeText, type AttachmentRef } from './attachment';
import { isUploadableAttachment, uploadAttachment } from './file-upload';
import { openFilePreview } from './open-file-preview';
import styles from './attachment.module.css';

const ACCEPT = DOWNLOADABLE_TYPES.map((ext) => `.${ext}`).join(',');

/** A form's attachments: each uploads when chosen, with progress; the form keeps key, name and size. */
export function AttachmentField({
  attachments,
  onChange,
  testId,
  max = MAIL_ATTACHMENTS_MAX,
}: {
  attachments: AttachmentRef[];
  onChange: (attachments: AttachmentRef[]) => void;
  testId: string;
  /** How many files the form takes (mail's limit unless told). */
  max?: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const handleFiles = async (files: FileList | null) => {
    const chosen = [...(files ?? [])];
    if (input.current) input.current.value = '';
    let next = attachments;
    for (const file of chosen) {
      if (next.length >= max) {
        showToast(`附件最多${max}个`);
        break;
      }
      if (!isUploadableAttachment(file)) {
        showToast(ATTACHMENT_TYPE_MESSAGE);
        continue;
      }
      setProgress(0);
      try {
        const stored = await uploadAttachment(file, setProgress);
        next = [...next, stored];
        onChange(next);
      } catch (error) {
        showToast(error instanceof Error ? error.message : '上传失败');
      } finally {
        setProgress(null);
      }
    }
  };

  return (
    <Form.Item label="附件" description={`支持 ${DOWNLOADABLE_TYPES.join('、')}，单个不超过10MB`}>
      {attachments.map((file) => (
        <div key={file.key} className={styles.entryRow} data-testid={`${testId}-item`}>
          <button
            type="button"
            className={styles.attachment}
            onClick={() => void openFilePreview({ url: file.key, name: file.name })}
          >
            <span>{file.name}</span>
            <span className={styles.muted}>{sizeText(file.size)}</span>
          </button>
          <Button
            size="mini"
            fill="none"
            aria-label={`删除 ${file.name}`}
            onClick={() => onChange(attachments.filter((other) => other.key !== file.key))}
          >
            <CloseCircleOutline />
          </Button>
        </div>
      ))}
      {progress !== null ? (
        <ProgressBar percent={Math.round(progress * 100)} text data-testid={`${testId}-progress`} />
      ) : null}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPT}
        data-testid={`${testId}-input`}
        onChange={(event) => void handleFiles(event.target.files)}
      />
      <Button
        size="small"
        disabled={progress !== null || attachments.length >= max}
        onClick={() => input.current?.click()}
      >
        添加附件
      </Button>
    </Form.Item>
  );
}
