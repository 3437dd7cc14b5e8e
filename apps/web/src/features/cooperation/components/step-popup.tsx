import { useState } from 'react';
import { Button, Form, Popup, Selector, TextArea } from 'antd-mobile';
import {
  COOPERATION_PHOTO_MAX,
  COOPERATION_STEP_KINDS,
  COOPERATION_URGENCIES,
  type CooperationTaskDetail,
} from '@afp/contract';
import { showConfirm, showToast, toastError } from '../../../lib/feedback';
import { fieldProblem, optionsOf, useFieldProblems } from '../../../lib/forms';
import { PhotoUploadField } from '../../file';
import { useAddStep } from '../api/cooperation.mutations';
import {
  checkStepCreateForm,
  EMPTY_STEP_CREATE_FORM,
  extensionOptionsOf,
  type StepKind,
} from '../cooperation-step.rules';
import styles from './step-popup.module.css';

const URGENCY_OPTIONS = optionsOf(COOPERATION_URGENCIES).map((option) =>
  option.value === 'URGENT' ? { ...option, label: '加急（文书可后补）' } : option,
);

/**
 * The centre starts a 延期 (duration, reason, 文书 optional) or a 解除 (reason) of a 止付 / 冻结,
 * and confirms it before it goes to the partner.
 */
export function StepPopup({
  task,
  kind,
  onClose,
}: {
  task: CooperationTaskDetail;
  kind: StepKind | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState(EMPTY_STEP_CREATE_FORM);
  // The last kind asked for keeps the popup's words while it slides away after `kind` went back to null.
  const [shownKind, setShownKind] = useState<StepKind>('EXTENSION');
  if (kind && kind !== shownKind) setShownKind(kind);
  const addStep = useAddStep();
  const { problems, reveal, hide } = useFieldProblems(() =>
    kind ? checkStepCreateForm(task, kind, form).problems : null,
  );
  const patch = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));
  const handleClose = () => {
    setForm(EMPTY_STEP_CREATE_FORM);
    hide();
    onClose();
  };
  const handleSubmit = async () => {
    if (!kind) return;
    const checked = checkStepCreateForm(task, kind, form);
    if (!checked.body || !checked.confirm) {
      reveal();
      return;
    }
    if (!(await showConfirm(checked.confirm))) return;
    addStep.mutate(checked.body, {
      onSuccess: () => {
        showToast(`已发起${COOPERATION_STEP_KINDS[kind]}`);
        handleClose();
      },
      onError: toastError,
    });
  };
  const name = COOPERATION_STEP_KINDS[shownKind];
  return (
    <Popup visible={kind !== null} onMaskClick={handleClose} bodyClassName={styles.body} destroyOnClose>
      <Form layout="vertical" data-testid="cooperation-step-popup">
        <Form.Item label={`发起${name}`}>
          <Selector
            data-testid="cooperation-step-urgency"
            columns={2}
            options={URGENCY_OPTIONS}
            value={[form.urgency]}
            onChange={(values) => patch({ urgency: values[0] ?? 'NORMAL' })}
          />
        </Form.Item>
        {shownKind === 'EXTENSION' ? (
          <Form.Item label="延期时长" required description={fieldProblem(problems.extensionHours)}>
            <Selector
              data-testid="cooperation-step-hours"
              columns={3}
              options={extensionOptionsOf(task.type)}
              value={form.extensionHours ? [form.extensionHours] : []}
              onChange={(values) => patch({ extensionHours: values[0] ?? null })}
            />
          </Form.Item>
        ) : null}
        <Form.Item label={`${name}原因`} required description={fieldProblem(problems.note)}>
          <TextArea
            data-testid="cooperation-step-note"
            placeholder={`请填写${name}原因`}
            value={form.note}
            onChange={(note) => patch({ note })}
            rows={3}
            maxLength={500}
            showCount
          />
        </Form.Item>
        {shownKind === 'EXTENSION' ? (
          <PhotoUploadField
            label="延期文书（可后补）"
            description={`延长止付/冻结通知书等照片，最多 ${COOPERATION_PHOTO_MAX} 张`}
            photoKeys={form.photos}
            maxCount={COOPERATION_PHOTO_MAX}
            testId="cooperation-step-photos"
            onChange={(photos) => patch({ photos })}
          />
        ) : null}
      </Form>
      <Button
        block
        color="primary"
        loading={addStep.isPending}
        data-testid="cooperation-step-create"
        onClick={() => void handleSubmit()}
      >
        发起{name}
      </Button>
    </Popup>
  );
}
