import { Button, ErrorBlock } from 'antd-mobile';
import { MESSAGES } from '@afp/contract';

/** Retry screen for a page chunk that failed to load. */
/** Why a page's code could not be loaded: it took too long, or the file is gone (a new release). */
export type ChunkErrorType = 'timeout' | 'missing';

export function ChunkError({ type, onRetry }: { type: ChunkErrorType; onRetry: () => void }) {
  return (
    <ErrorBlock
      status="disconnected"
      fullPage
      title="页面加载失败"
      description={
        <span data-testid="chunk-error" data-error-type={type}>
          {MESSAGES.chunkLoadFailed} ({type})
        </span>
      }
    >
      <Button color="primary" onClick={onRetry}>
        重试
      </Button>
    </ErrorBlock>
  );
}
