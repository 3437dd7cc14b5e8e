import { useState } from 'react';
import { ActionSheet, Button } from 'antd-mobile';
import { CONTROL_LEVELS, keysOf, type ControlledPersonDetail, type ControlLevel } from '@afp/contract';
import { ReasonDialog, type ReasonDialogText } from '../../../components/reason-dialog';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { useChangeLevel, useMovePerson, type PersonMove } from '../api/people-control.mutations';
import styles from './person-actions.module.css';

const MOVE_TEXT: Record<PersonMove, ReasonDialogText & { done: string }> = {
  lost: {
    title: '标记失联',
    placeholder: '请填写失联情况（必填）',
    required: '请填写失联情况',
    confirm: '确认标记',
    testId: 'control-lost',
    done: '已标记失联',
  },
  restore: {
    title: '恢复管控',
    placeholder: '请填写恢复联系的情况（必填）',
    required: '请填写恢复情况',
    confirm: '确认恢复',
    testId: 'control-restore',
    done: '已恢复管控',
  },
  release: {
    title: '解除管控',
    placeholder: '请填写解除原因（必填）',
    required: '请填写解除原因',
    confirm: '确认解除',
    testId: 'control-release',
    done: '已解除管控',
  },
};

/** A station admin's decisions on a person: level, lost contact, back under control, release. */
export function PersonActions({ person }: { person: ControlledPersonDetail }) {
  const [moving, setMoving] = useState<PersonMove | null>(null);
  const [isChoosingLevel, setIsChoosingLevel] = useState(false);
  const move = useMovePerson();
  const changeLevel = useChangeLevel();
  if (person.state === 'RELEASED') return null;

  const handleMove = async (reason: string): Promise<boolean> => {
    if (!moving) return false;
    try {
      await move.mutateAsync({ move: moving, body: { personId: person.id, version: person.version, reason } });
      showToast(MOVE_TEXT[moving].done);
      setMoving(null);
      return true;
    } catch (error) {
      toastError(error);
      return false;
    }
  };

  const handleLevel = async (level: ControlLevel) => {
    setIsChoosingLevel(false);
    if (!(await showConfirm(`确认将管控等级调整为「${CONTROL_LEVELS[level]}」？`))) return;
    changeLevel.mutate(
      { personId: person.id, version: person.version, level },
      { onSuccess: () => showToast('管控等级已调整'), onError: toastError },
    );
  };

  return (
    <div className={styles.actions}>
      <Button size="small" data-testid="control-level-button" onClick={() => setIsChoosingLevel(true)}>
        调整等级
      </Button>
      {person.state === 'IN_CONTROL' ? (
        <Button size="small" data-testid="control-lost-button" onClick={() => setMoving('lost')}>
          标记失联
        </Button>
      ) : (
        <Button size="small" data-testid="control-restore-button" onClick={() => setMoving('restore')}>
          恢复管控
        </Button>
      )}
      <Button
        size="small"
        color="danger"
        fill="outline"
        data-testid="control-release-button"
        onClick={() => setMoving('release')}
      >
        解除管控
      </Button>
      <ActionSheet
        visible={isChoosingLevel}
        onClose={() => setIsChoosingLevel(false)}
        cancelText="取消"
        actions={keysOf(CONTROL_LEVELS)
          .filter((level) => level !== person.level)
          .map((level) => ({ key: level, text: CONTROL_LEVELS[level], onClick: () => void handleLevel(level) }))}
      />
      <ReasonDialog
        text={MOVE_TEXT[moving ?? 'lost']}
        visible={moving !== null}
        isSubmitting={move.isPending}
        onClose={() => setMoving(null)}
        onSubmit={handleMove}
      />
    </div>
  );
}
