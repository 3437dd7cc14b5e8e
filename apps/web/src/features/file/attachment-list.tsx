import { List } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { sizeText, type AttachmentRef } from './attachment';
import { openFilePreview } from './open-file-preview';
import styles from './attachment.module.css';

/** A mail's or feedback's files: tap to preview (documents through the workplace app, images in place, spec §5). */
export function AttachmentList({ attachments, testId }: { attachments: AttachmentRef[]; testId: string }) {
  if (attachments.length === 0) return null;
  return (
    <List header="附件" mode="card" data-testid={testId}>
      {attachments.map((file) => (
        <List.Item key={file.key}>
          <button
            type="button"
            className={styles.attachment}
            data-testid={`${testId}-item`}
            onClick={() => void openFilePreview({ url: file.key, name: file.name })}
          >
            <span>
              <FileOutline /> {file.name}
            </span>
            <span className={styles.muted}>{sizeText(file.size)}</span>
          </button>
        </List.Item>
      ))}
    </List>
  );
}
