/** What the guard home's header says about the guard: the name, and the area and street it serves. */
export interface GuardIdentity {
  name: string;
  area: string;
}

/**
 * The header's lines from the profile (guard-user/info). index.html's first-screen script
 * (contract first-screen.ts) applies the same rule before the app has loaded; a test holds them equal.
 */
export function guardIdentity(profile: { guardUser: string; guardArea: string; guardStreet: string }): GuardIdentity {
  return {
    name: profile.guardUser || '卫士',
    area: [profile.guardArea, profile.guardStreet].filter(Boolean).join(' · ') || '暂无辖区信息',
  };
}
