import { FILE_ENDPOINTS, urlOf } from '@afp/contract';
import { call } from '../../lib/api-client';

export interface FileRef {
  /** Storage key of the file as the server knows it. */
  url: string;
  name: string;
}

/**
 * The inline URL of an organisation file. The session token never goes into a URL: a
 * single-use download ticket is fetched first (DESIGN: spec §7 file URL).
 */
export async function fileUrlOf(file: FileRef, online = true): Promise<string> {
  const { ticket } = await call(FILE_ENDPOINTS.downloadTicket, { body: file });
  const params = new URLSearchParams({ url: file.url, name: file.name, token: ticket });
  if (online) params.set('online', 'true');
  return `${urlOf(FILE_ENDPOINTS.downloadOrgFile)}?${params.toString()}`;
}
