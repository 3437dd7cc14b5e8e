import { DotLoading } from 'antd-mobile';
import { DEFAULT_LOADING_TEXT } from '@afp/contract';
import styles from './page-loading.module.css';

/** Full-area loading state with the spec's default text. */
export function PageLoading({ text = DEFAULT_LOADING_TEXT }: { text?: string }) {
  return (
    <div role="status" data-testid="page-loading" className={styles.loading}>
      {text}
      <DotLoading color="currentColor" />
    </div>
  );
}
