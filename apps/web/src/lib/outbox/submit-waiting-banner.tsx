import { Button, NoticeBar } from 'antd-mobile';
import type { SubmitOnce } from './use-submit-once';

export const SUBMIT_WAITING_TEXT = '网络已断开，恢复后将自动提交';

/** Says that a submission waits for the network, with 取消; nothing while it does not wait. */
export function SubmitWaitingBanner({ submission }: { submission: Pick<SubmitOnce<unknown>, 'phase' | 'cancel'> }) {
  if (submission.phase !== 'waitingForNetwork') return null;
  // A live region: a screen reader says that the form waits, as the offline banner says the network is down.
  return (
    <div role="status">
      <NoticeBar
        data-testid="submit-waiting"
        color="alert"
        wrap
        content={SUBMIT_WAITING_TEXT}
        extra={
          <Button data-testid="submit-waiting-cancel" fill="none" size="mini" onClick={submission.cancel}>
            取消
          </Button>
        }
      />
    </div>
  );
}
