import { useState } from 'react';
import { Image } from 'antd-mobile';
import { useSearchParams } from '../../../lib/router';
import { MESSAGES } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import styles from './preview-image.page.module.css';
import { StateBlock } from '../../../components/state-block';

/** Shows one image given as `?url=` (already a ticketed or public URL). */
export default function PreviewImagePage() {
  const [params] = useSearchParams();
  const url = params.get('url') ?? '';
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <PageShell bodyClassName={styles.body}>
      {!url || hasFailed ? (
        <StateBlock illustration="default" title={MESSAGES.imagePreviewFailed} />
      ) : (
        <Image src={url} fit="contain" width="100%" alt="预览图片" onError={() => setHasFailed(true)} />
      )}
    </PageShell>
  );
}
