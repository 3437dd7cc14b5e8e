import { isInSubtree } from '@afp/contract';
import type { FileOwnerRule } from '../file/index.ts';

/** Ledger evidence 台账: oa staff over the uploading organisation (the verifiers above it included). */
export const LEDGER_EVIDENCE_FILES: FileOwnerRule = {
  type: 'ledger_entry',
  maySee: (_db, caller, file) => caller.loginType === 'oa' && isInSubtree(file.orgPath, caller.orgPath),
};
