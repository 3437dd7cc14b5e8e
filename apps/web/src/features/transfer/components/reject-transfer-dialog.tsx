import { useState } from 'react';
import { Button, Dialog, TextArea } from 'antd-mobile';

/** Asks why a transfer is sent back; the reason is required. `onSubmit` reports errors itself and says whether it worked. */
export function RejectTransferDialog({
  visible,
  isSubmitting,
  onClose,
  onSubmit,
}: {
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
    const text = reason.trim();
    if (!text) {
      setProblem('请填写退回原因');
      return;
    }
    // A refused reject keeps the typed reason for another try.
    if (await onSubmit(text)) reset();
  };

  return (
    <Dialog
      visible={visible}
      title="退回移交"
      onClose={handleClose}
      content={
        <div data-testid="transfer-reject-dialog">
          <TextArea
            data-testid="transfer-reject-reason"
            placeholder="请填写退回原因(必填)"
            value={reason}
            onChange={(value) => {
              setReason(value);
              if (value.trim()) setProblem('');
            }}
            rows={3}
            maxLength={500}
            showCount
            style={{ background: '#f5f5f5', padding: 8, borderRadius: 4 }}
          />
          {problem ? (
            <div data-testid="transfer-reject-problem" style={{ color: '#ff3141', fontSize: 12, marginTop: 4 }}>
              {problem}
            </div>
          ) : null}
          <div style={{ display: 'flex', gap: 12, marginTop: 16 }}>
            <Button block onClick={handleClose}>
              取消
            </Button>
            <Button
              block
              color="danger"
              loading={isSubmitting}
              data-testid="transfer-reject-confirm"
              onClick={() => void handleConfirm()}
            >
              确认退回
            </Button>
          </div>
        </div>
      }
    />
  );
}
