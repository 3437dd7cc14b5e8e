import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast, toastError } from '../lib/feedback';
import { ExportButton } from './export-button';

vi.mock('../lib/feedback', () => ({ showToast: vi.fn(), toastError: vi.fn() }));

beforeEach(() => {
  vi.mocked(showToast).mockClear();
  vi.mocked(toastError).mockClear();
});

describe('ExportButton: 导出Excel', () => {
  it('downloads once per tap and says 导出成功 when the workbook is saved', async () => {
    const download = vi.fn(() => Promise.resolve());
    render(<ExportButton testId="export" onExport={download} />);
    fireEvent.click(screen.getByTestId('export'));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('导出成功'));
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('toasts why a download failed, and can be tapped again', async () => {
    const refusal = new Error('网络异常，导出失败');
    const download = vi.fn(() => Promise.reject(refusal));
    render(<ExportButton testId="export" onExport={download} />);
    fireEvent.click(screen.getByTestId('export'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(refusal));
    expect(showToast).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('export').className).not.toContain('adm-button-loading'));
  });

  it('does nothing while there is nothing to export', () => {
    render(<ExportButton testId="export" onExport={null} />);
    fireEvent.click(screen.getByTestId('export'));
    expect(showToast).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
  });
});
