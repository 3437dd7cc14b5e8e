import { useState } from 'react';
import { Button, Dialog, TextArea } from 'antd-mobile';
import { showToast, toastError } from '../lib/feedback';
import styles from './reason-dialog.module.css';

/** The words of one use of the dialog (transfer 退回, feedback 驳回 …) and its test-id prefix. */
export interface ReasonDialogText {
  title: string;
  placeholder: string;
  required: string;
  confirm: string;
  testId: string;
}

/**
 * The usual `onSubmit` of a ReasonDialog: sends, then closes the dialog and toasts `done`; a failure
 * is toasted and keeps the dialog open with the typed reason.
 */
export async function sendReason(send: () => Promise<unknown>, done: string, close: () => void): Promise<boolean> {
  try {
    await send();
    close();
    showToast(done);
    return true;
  } catch (error) {
    toastError(error);
    return false;
  }
}

/**
 * 退回, 撤回 …: a button (test id `<text.testId>-button`) that opens the reason dialog and sends the
 * reason given, closing the dialog and toasting `done` once it is sent.
 */
export function ReasonButton({
  label,
  text,
  done,
  isSubmitting,
  send,
}: {
  label: string;
  text: ReasonDialogText;
  done: string;
  isSubmitting: boolean;
  send: (reason: string) => Promise<unknown>;
}) {
  const [isAsking, setIsAsking] = useState(false);
  return (
    <>
      <Button color="danger" fill="outline" data-testid={`${text.testId}-button`} onClick={() => setIsAsking(true)}>
        {label}
      </Button>
      <ReasonDialog
        text={text}
        visible={isAsking}
        isSubmitting={isSubmitting}
        onClose={() => setIsAsking(false)}
        onSubmit={(reason) =>
          sendReason(
            () => send(reason),
            done,
            () => setIsAsking(false),
          )
        }
      />
    </>
  );
}

/**
 * Asks why something is sent back; the reason is required. `onSubmit` reports errors itself and
 * says whether it worked (`sendReason`).
 */
export function ReasonDialog({
  text,
  visible,
  isSubmitting,
  onClose,
  onSubmit,
}: {
  text: ReasonDialogText;
  visible: boolean;
  isSubmitting: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');

  const reset = () => {
    setReason('');
    setProblem('');
  };

  const handleClose = () => {
    reset();
    onClose();
  };

  const handleConfirm = async () => {
    const typed = reason.trim();
    if (!typed) {
      setProblem(text.required);
      return;
    }
    // A refused submit keeps the typed reason for another try.
    if (await onSubmit(typed)) reset();
  };

  return (
    <Dialog
      visible={visible}
      title={text.title}
      onClose={handleClose}
      content={
        <div data-testid={`${text.testId}-dialog`}>
          <TextArea
            data-testid={`${text.testId}-reason`}
            placeholder={text.placeholder}
            value={reason}
            onChange={(value) => {
              setReason(value);
              if (value.trim()) setProblem('');
            }}
            rows={3}
            maxLength={500}
            showCount
            className={styles.reason}
          />
          {problem ? (
            <div data-testid={`${text.testId}-problem`} className={styles.problem}>
              {problem}
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button block onClick={handleClose}>
              取消
            </Button>
            <Button
              block
              color="danger"
              loading={isSubmitting}
              data-testid={`${text.testId}-confirm`}
              onClick={() => void handleConfirm()}
            >
              {text.confirm}
            </Button>
          </div>
        </div>
      }
    />
  );
}
