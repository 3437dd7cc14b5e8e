import { isInSubtree } from '@afp/contract';
import type { FileOwnerRule } from '../file/index.ts';

export const PREACHING_FILE_OWNERS: FileOwnerRule[] = [
  // A session's photos: the guard's organisation and those above it (its admins, the verifiers).
  { type: 'preach_appointment', maySee: (_db, caller, file) => isInSubtree(file.orgPath, caller.orgPath) },
  // The speech classroom's courses are for everyone signed in.
  { type: 'speech_chapter', maySee: () => true },
];
