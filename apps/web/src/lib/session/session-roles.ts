import { OA_ADMIN_UTYPE, isOrgAdmin, isSupervisingOffice } from '@afp/contract';
import type { SessionValues } from './session.store';

/** OA administrator (spec §6). */
export const selectIsAdmin = (state: SessionValues): boolean => state.user.utype === OA_ADMIN_UTYPE;
/** OA "has verify": administrator or a non-empty verify-group list (spec §6). */
export const selectHasVerify = (state: SessionValues): boolean =>
  selectIsAdmin(state) || state.oaVerifyGroup.length > 0;

/** Acts for the organisation as a whole: oa staff, or a guard team admin and above (caller.ts). */
export const selectIsOrgAdmin = (state: SessionValues): boolean =>
  state.loginType !== '' && isOrgAdmin({ loginType: state.loginType, roleType: state.roleType });

/** oa staff of the centre or a district (caller.ts): they issue orders, see response figures, publish content. */
export const selectIsSupervisingOffice = (state: SessionValues): boolean =>
  state.loginType !== '' &&
  state.orgLevel !== null &&
  isSupervisingOffice({ loginType: state.loginType, orgLevel: state.orgLevel });
