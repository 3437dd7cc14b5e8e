import { isInSubtree } from '@afp/contract';
import type { FileOwnerRule } from '../file/index.ts';

/** Publicity photos: the uploading organisation's subtree readers (its team, those above, verifiers of the centre). */
const inUploaderSubtree: FileOwnerRule['maySee'] = (_db, caller, file) => isInSubtree(file.orgPath, caller.orgPath);

export const PUBLICITY_FILE_OWNERS: FileOwnerRule[] = [
  // The publicity library is for everyone signed in (it is what guards hand out).
  { type: 'publicity_content', maySee: () => true },
  { type: 'publicity_record', maySee: inUploaderSubtree },
  { type: 'case_publicity', maySee: inUploaderSubtree },
];
