import { useState } from 'react';
import { ErrorBlock, Image } from 'antd-mobile';
import { useSearchParams } from '../../../lib/router';
import { MESSAGES } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import styles from './preview-image.page.module.css';

/** Shows one image given as `?url=` (already a ticketed or public URL). */
export default function PreviewImagePage() {
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <PageShell bodyClassName={styles.body}>
      {!url || hasFailed ? (
        <ErrorBlock status="default" title={MESSAGES.imagePreviewFailed} description="" />
      ) : (
        <Image src={url} fit="contain" width="100%" alt="预览图片" onError={() => setHasFailed(true)} />
      )}
    </PageShell>
  );
}
