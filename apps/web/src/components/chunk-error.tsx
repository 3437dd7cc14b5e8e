import { Button, ErrorBlock } from 'antd-mobile';
import { MESSAGES } from '@afp/contract';
import type { ChunkErrorType } from '../app/load-chunk';

/** Retry screen for a page chunk that failed to load. */
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
