import { COOPERATION_ORDER_ENDPOINTS } from '@afp/contract';
import { ApiError, buildUrl, messageOfForeignAnswer } from '../../../lib/api-client';
import { getSession } from '../../../lib/session/session.store';

/**
 * Downloads the figures' workbook: fetched with the session token like every call (never in the
 * URL), then saved from a blob. A refusal arrives as the usual envelope.
 */
export async function downloadFiguresWorkbook(range: { from: string; to: string }): Promise<void> {
  const { token } = getSession();
  let response: Response;
  try {
    response = await fetch(buildUrl(COOPERATION_ORDER_ENDPOINTS.figuresExport, { query: range }), {
      headers: token ? { Authorization: token } : {},
      signal: AbortSignal.timeout(60_000),
    });
  } catch {
    throw new ApiError(0, '网络异常，导出失败');
  }
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new ApiError(response.status, envelope?.message || messageOfForeignAnswer(response.status));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `响应时效_${range.from}_${range.to}.xlsx`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
