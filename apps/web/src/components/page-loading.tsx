import { DotLoading } from 'antd-mobile';
import { DEFAULT_LOADING_TEXT } from '@afp/contract';

/** Full-area loading state with the spec's default text. */
export function PageLoading({ text = DEFAULT_LOADING_TEXT }: { text?: string }) {
  return (
    <div
      role="status"
      data-testid="page-loading"
      style={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: '40dvh', color: '#999' }}
    >
      {text}
      <DotLoading color="currentColor" />
    </div>
  );
}
