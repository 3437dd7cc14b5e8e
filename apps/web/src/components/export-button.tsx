import { useState } from 'react';
import { showToast, toastError } from '../lib/feedback';
import { HeaderButton } from './header-button';

/**
 * 导出Excel in a page's header: spins while the workbook downloads, then says 导出成功, or toasts
 * why not. `onExport` null: nothing to export yet (the tap does nothing).
 */
export function ExportButton({
  testId,
  disabled,
  onExport,
}: {
  testId: string;
  disabled?: boolean;
  onExport: (() => Promise<unknown>) | null;
}) {
  const [isExporting, setIsExporting] = useState(false);
  const handleExport = async () => {
    if (!onExport) return;
    setIsExporting(true);
    try {
      await onExport();
      showToast('导出成功');
    } catch (error) {
      toastError(error);
    } finally {
      setIsExporting(false);
    }
  };
  return (
    <HeaderButton testId={testId} loading={isExporting} disabled={disabled} onClick={() => void handleExport()}>
      导出Excel
    </HeaderButton>
  );
}
