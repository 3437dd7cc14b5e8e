import { Button } from 'antd-mobile';
import type { OrderAttachment } from '@afp/contract';
import { toastError } from '../../../lib/feedback';
import { openFilePreview } from '../../file';
import styles from './order.module.css';

/** The files of an order or a feedback; each opens in the preview (single-use ticket, never the token). */
export function AttachmentList({ attachments, testId }: { attachments: OrderAttachment[]; testId: string }) {
  if (attachments.length === 0) return <span>无</span>;
  return (
    <div className={styles.attachments} data-testid={testId}>
      {attachments.map((file) => (
        <Button
          key={file.key}
          size="mini"
          fill="outline"
          onClick={() => void openFilePreview({ url: file.key, name: file.name }).catch(toastError)}
        >
          {file.name}
        </Button>
      ))}
    </div>
  );
}
