import { badRequest } from '../http/errors.ts';

/** Keyset position (time desc, id desc) as an opaque cursor: no OFFSET over large tables (DESIGN §1). */
export interface KeysetPosition {
  at: Date;
  id: string;
}

export const encodeCursor = ({ at, id }: KeysetPosition): string =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor: string | undefined): KeysetPosition | undefined {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime())) throw badRequest('参数 cursor 错误:无效的翻页位置');
  return { at, id };
}
