import type { Db } from '../../db/client.ts';
import { newId } from '../../secrets.ts';
import { orgNotice, type NoticeKind } from './notice.table.ts';

export type { NoticeKind };

export interface NoticeInput {
  orgId: string;
  kind: NoticeKind;
  message: string;
  warningId?: string | null;
  assignmentId?: string | null;
}

export function createNoticeRepository({ db }: { db: Db }) {
  return {
    async insert(notice: NoticeInput, createdAt: Date): Promise<string> {
      const id = newId();
      await db.insert(orgNotice).values({ id, ...notice, createdAt });
      return id;
    },
  };
}
export type NoticeRepository = ReturnType<typeof createNoticeRepository>;
