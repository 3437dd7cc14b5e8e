import { ERROR_CODES } from '@afp/contract';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import type { FileOwner } from './owned-files.ts';
import { attachUnowned } from './stored-file.repository.ts';

/**
 * Attaches uploaded photos to a warning feedback inside the feedback's own transaction. Every key
 * must be a feedback photo uploaded by the caller's organisation and not attached to anything yet;
 * otherwise the whole feedback is refused (the transaction rolls back the keys attached so far).
 */
export const attachFeedbackPhotos = (
  tx: Db | Tx,
  { keys, orgId, feedbackId, now }: { keys: readonly string[]; orgId: string; feedbackId: string; now: Date },
): Promise<void> => attachPhotos(tx, { keys, orgId, owner: { type: 'warning_feedback', id: feedbackId }, now });

/** The same rule for any owner of uploaded photos; `field` names the request field a refusal is about. */
export async function attachPhotos(
  tx: Db | Tx,
  {
    keys,
    orgId,
    owner,
    now,
    field = 'photos',
  }: {
    keys: readonly string[];
    orgId: string;
    owner: FileOwner;
    now: Date;
    field?: string;
  },
): Promise<void> {
  const distinct = [...new Set(keys)];
  if (distinct.length === 0) return;
  const attached = await attachUnowned(tx, {
    keys: distinct,
    purpose: 'feedback_photo',
    orgId,
    ownerType: owner.type,
    ownerId: owner.id,
    now,
  });
  if (attached.length !== distinct.length) {
    throw badRequest('照片须为本单位新上传的照片，请重新上传', ERROR_CODES.filesNotAttachable, field);
  }
}

/** Attaches uploaded attachments (documents, images) to their owner: same rule, refused as a whole. */
export async function attachAttachments(
  tx: Db | Tx,
  target: { keys: readonly string[]; orgId: string; owner: FileOwner; now: Date },
): Promise<void> {
  const distinct = [...new Set(target.keys)];
  if (distinct.length === 0) return;
  const attached = await attachUnowned(tx, {
    keys: distinct,
    purpose: 'attachment',
    orgId: target.orgId,
    ownerType: target.owner.type,
    ownerId: target.owner.id,
    now: target.now,
  });
  if (attached.length !== distinct.length)
    throw badRequest('附件须为本单位新上传的文件，请重新上传', ERROR_CODES.filesNotAttachable, 'attachments');
}
