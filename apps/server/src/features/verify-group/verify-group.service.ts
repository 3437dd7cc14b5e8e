import { isOaAdministrator } from '@afp/contract';
import type { Principal } from '../../core/principal.ts';
import { forbidden } from '../../http/errors.ts';
import type { VerifyGroupRepository } from './verify-group.repository.ts';

export function createVerifyGroupService({ repository }: { repository: VerifyGroupRepository }) {
  return {
    /** The caller's verify groups 核查组; the first is the default (spec §7). */
    verifyGroups: (caller: Principal) => repository.groupsOf(caller.id, 'verify'),
    /** Re-verify groups 复核组 of an account: one's own, or anyone's for an administrator. */
    async reVerifyGroups(caller: Principal, accountId: string) {
      if (accountId !== caller.id && !isOaAdministrator(caller)) throw forbidden();
      return repository.groupsOf(accountId, 're_verify');
    },
  };
}
export type VerifyGroupService = ReturnType<typeof createVerifyGroupService>;
