import type { Endpoint } from '@afp/contract';
import { ApiError, buildUrl, messageOfForeignAnswer, type RequestOptions } from './api-client';
import { getSession } from './session/session.store';

/**
 * Downloads a file answer (an Excel export …): fetched with the session token like every call
 * (never in the URL), then saved from a blob under `fileName`. A refusal arrives as the usual envelope.
 */
export async function downloadFile(
  endpoint: Endpoint,
  options: Pick<RequestOptions, 'query' | 'pathParams'>,
  fileName: string,
): Promise<void> {
  const { token } = getSession();
  let response: Response;
  try {
    response = await fetch(buildUrl(endpoint, options), {
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
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
