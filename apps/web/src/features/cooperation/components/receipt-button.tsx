import { useState } from 'react';
import { Button } from 'antd-mobile';
import type { CooperationTask } from '@afp/contract';
import { toastError } from '../../../lib/feedback';
import { downloadReceipt, type CooperationSide } from '../api/cooperation.api';

/** 导出回执: the task with its steps and answers as an .xlsx, for the bank's file and the centre's case. */
export function ReceiptButton({ task, side }: { task: Pick<CooperationTask, 'id' | 'title'>; side: CooperationSide }) {
  const [isExporting, setIsExporting] = useState(false);
  const handleExport = async () => {
    setIsExporting(true);
    try {
      await downloadReceipt(side, task);
    } catch (error) {
      toastError(error);
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <Button fill="outline" loading={isExporting} data-testid="cooperation-receipt" onClick={() => void handleExport()}>
      导出回执
    </Button>
  );
}
