import { Button } from 'antd-mobile';
import { showConfirm } from '../feedback';
import { removeDraft } from './draft-store';
import styles from './discard-draft-button.module.css';

/** 清除草稿: after a confirmation the draft goes and the form starts empty (`onDiscarded`). */
export function DiscardDraftButton({ draftKey, onDiscarded }: { draftKey: string; onDiscarded?: () => void }) {
  const handleDiscard = async () => {
    if (!(await showConfirm('确定清除草稿吗？清除后不可恢复'))) return;
    removeDraft(draftKey);
    onDiscarded?.();
  };
  return (
    <div className={styles.actions}>
      <Button data-testid="discard-draft" fill="none" size="small" onClick={() => void handleDiscard()}>
        清除草稿
      </Button>
    </div>
  );
}
