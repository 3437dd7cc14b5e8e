import { Button } from 'antd-mobile';
import { failureKindOf, type FailureKind } from '../lib/api-client';
import { StateBlock, type Illustration } from './state-block';
import { WayBack } from './way-back';

const ILLUSTRATION_OF: Record<FailureKind, Illustration> = {
  offline: 'disconnected',
  unavailable: 'busy',
  failed: 'default',
};

interface Props {
  error: Error | null;
  onRetry: () => void;
  title?: string;
  testId?: string;
}

/** A load that failed: a picture of why, the message, a retry and the way back. */
export function FailureState({ error, onRetry, title = '加载失败', testId }: Props) {
  return (
    <StateBlock
      illustration={ILLUSTRATION_OF[failureKindOf(error)]}
      title={title}
      description={error?.message}
      testId={testId}
    >
      <Button color="primary" fill="outline" onClick={onRetry}>
        重试
      </Button>
      <WayBack />
    </StateBlock>
  );
}
