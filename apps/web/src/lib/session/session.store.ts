import { create } from 'zustand';
import {
  DEFAULT_ANNUAL,
  type BoundAccount,
  type GuardUserInfo,
  type LoginResult,
  type LoginType,
  type VerifyGroup,
  type WorkplaceIdentity,
} from '@afp/contract';
import {
  clearTabStorage,
  readJson,
  readNumber,
  readOpenid,
  readSession,
  writeOpenid,
  writeSession,
  SESSION_KEYS,
} from './session-storage';

/** OA user (spec §3); the empty default has empty strings. */
export interface OaUserState {
  accountId: string;
  accountName: string;
  utype: number | '';
  lowest?: boolean;
}
export const EMPTY_OA_USER: OaUserState = { accountId: '', accountName: '', utype: '' };

export interface SessionValues {
  token: string;
  hasLogin: boolean;
  loginType: LoginType | '';
  openid: string;
  ddName: string;
  phone: string;
  accountId: string;
  hasAuth: boolean;
  uid: string;
  orgLevel: number | null;
  roleType: number | null;
  guardUser: string;
  guardArea: string;
  guardStreet: string;
  user: OaUserState;
  annual: number;
  oaVerifyGroup: VerifyGroup[];
  loadedOaVerifyGroup: boolean;
  /** When set, logout also unbinds the openid from this login type (spec §4). */
  unbinding: boolean;
  /** Accounts offered by the last auto-login that found several bindings (memory only). */
  pendingAccounts: BoundAccount[];
}

export interface SessionActions {
  setHasAuth: (hasAuth: boolean) => void;
  setIdentity: (identity: Pick<WorkplaceIdentity, 'openid' | 'name' | 'loginTypes'>) => void;
  setLoginType: (loginType: LoginType) => void;
  applyLogin: (loginType: LoginType, result: LoginResult) => void;
  setGuardProfile: (profile: GuardUserInfo) => void;
  /** The role values as the server has them now (after a transfer of the administrator role). */
  setRoles: (roles: Pick<SessionValues, 'roleType' | 'orgLevel'>) => void;
  setVerifyGroups: (groups: VerifyGroup[]) => void;
  setAnnual: (annual: number) => void;
  setPendingAccounts: (accounts: BoundAccount[]) => void;
  setUnbinding: (unbinding: boolean) => void;
  clearOa: () => void;
  clearSession: () => void;
}

export type SessionState = SessionValues & SessionActions;

/**
 * The login types, for checking a stored one without the contract's schemas: the store is part of
 * start-up, which must not load the schema library (the record's type makes it list each type once).
 */
const KNOWN_LOGIN_TYPES: Record<LoginType, true> = { oa: true, guard: true, cooperation: true };
const isLoginType = (raw: string | null): raw is LoginType => raw !== null && Object.hasOwn(KNOWN_LOGIN_TYPES, raw);
const parseLoginType = (raw: string | null): LoginType | '' => (isLoginType(raw) ? raw : '');

/** Reads the stored values; used at start-up and after clearing. */
export function loadSessionValues(): SessionValues {
  const token = readSession('token') ?? '';
  const loginType = parseLoginType(readSession('loginType'));
  return {
    token,
    hasLogin: Boolean(token && loginType),
    loginType,
    openid: readOpenid(),
    ddName: readSession('ddName') ?? '',
    phone: readSession('phone') ?? '',
    accountId: readSession('accountId') ?? '',
    hasAuth: readSession('hasAuth') === 'true',
    uid: readSession('uid') ?? '',
    orgLevel: readNumber('orgLevel'),
    roleType: readNumber('roleType'),
    guardUser: readSession('guardUser') ?? '',
    guardArea: readSession('guardArea') ?? '',
    guardStreet: readSession('guardStreet') ?? '',
    user: readJson<OaUserState>('user', EMPTY_OA_USER),
    annual: readNumber('annual') ?? DEFAULT_ANNUAL,
    oaVerifyGroup: [],
    loadedOaVerifyGroup: false,
    unbinding: false,
    pendingAccounts: [],
  };
}

/** Writes each changed session value under its spec key. */
function persist(values: Partial<SessionValues>): Partial<SessionValues> {
  for (const key of SESSION_KEYS) {
    if (key in values) writeSession(key, (values as Record<string, never>)[key] ?? null);
  }
  if (values.openid !== undefined) writeOpenid(values.openid);
  return values;
}

export const useSession = create<SessionState>()((set, get) => ({
  ...loadSessionValues(),
  setHasAuth: (hasAuth) => set(persist({ hasAuth })),
  setIdentity: ({ openid, name, loginTypes }) => {
    const values: Partial<SessionValues> = { openid, ddName: name };
    // A single bound login type decides which auto-login the blank page tries.
    const [onlyType] = loginTypes;
    if (!get().loginType && loginTypes.length === 1 && onlyType) values.loginType = onlyType;
    set(persist(values));
  },
  setLoginType: (loginType) => set(persist({ loginType })),
  applyLogin: (loginType, result) => {
    const values: Partial<SessionValues> = { token: result.token, loginType, hasLogin: true, pendingAccounts: [] };
    if ('uid' in result)
      Object.assign(values, {
        uid: result.uid,
        phone: result.phone,
        roleType: result.roleType,
        orgLevel: result.orgLevel,
      });
    else if ('accountName' in result) {
      const { accountId, accountName, utype, lowest } = result;
      Object.assign(values, { accountId, user: { accountId, accountName, utype, lowest } });
    } else Object.assign(values, { accountId: result.accountId, phone: result.phone });
    set(persist(values));
  },
  setGuardProfile: ({ name, area, street }) => set(persist({ guardUser: name, guardArea: area, guardStreet: street })),
  setRoles: ({ roleType, orgLevel }) => set(persist({ roleType, orgLevel })),
  setVerifyGroups: (oaVerifyGroup) => set({ oaVerifyGroup, loadedOaVerifyGroup: true }),
  setAnnual: (annual) => set(persist({ annual })),
  setPendingAccounts: (pendingAccounts) => set({ pendingAccounts }),
  setUnbinding: (unbinding) => set({ unbinding }),
  clearOa: () => set(persist({ oaVerifyGroup: [], loadedOaVerifyGroup: false, user: EMPTY_OA_USER })),
  clearSession: () => {
    const { hasAuth, openid } = get();
    // hasAuth survives: the workplace auth code was already spent for this browser session.
    clearTabStorage(['hasAuth']);
    set({ ...loadSessionValues(), hasAuth, openid, user: EMPTY_OA_USER, hasLogin: false });
  },
}));

// The role selectors use the contract's role rules, which sit beside its schemas: they live apart so
// that only the pages using them load those.
export { selectHasVerify, selectIsAdmin, selectIsOrgAdmin, selectIsSupervisingOffice } from './session-roles';

/** Something shown only to sessions that may use it (a home tile); without `mayUse`, to everyone. */
export type RoleGated<T> = T & { mayUse?: (state: SessionValues) => boolean };

/** The entries the current session may use, in their order; follows the session as it changes. */
export function useUsable<T>(entries: readonly RoleGated<T>[]): T[] {
  const state = useSession();
  return entries.filter((entry) => entry.mayUse?.(state) ?? true);
}

export const getSession = (): SessionState => useSession.getState();
