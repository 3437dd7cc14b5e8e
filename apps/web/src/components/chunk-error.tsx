import { Button } from 'antd-mobile';
import { MESSAGES } from '@afp/contract';
import { StateBlock, type Illustration } from './state-block';
import { WayBack } from './way-back';

/** Why a page's code could not be loaded: it took too long, or the file is gone (a new release). */
export type ChunkErrorType = 'timeout' | 'missing';

const ILLUSTRATION_OF: Record<ChunkErrorType, Illustration> = { timeout: 'disconnected', missing: 'default' };

/** Retry screen for a page chunk that failed to load, with the way back. */
export function ChunkError({ type, onRetry }: { type: ChunkErrorType; onRetry: () => void }) {
  return (
    <StateBlock
      illustration={ILLUSTRATION_OF[type]}
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
      <WayBack />
    </StateBlock>
  );
}
