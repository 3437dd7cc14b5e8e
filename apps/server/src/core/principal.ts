import type { LoginType } from '@afp/contract';
import type { FastifyRequest } from 'fastify';

/** One shape for an account of any login type, with its organisation (for scoping). */
export interface Account {
  loginType: LoginType;
  id: string;
  name: string;
  phone: string;
  /** oa only: the login name; others use the phone. */
  accountName: string;
  passwordHash: string | null;
  utype: number | null;
  lowest: boolean;
  roleType: number | null;
  orgId: string;
  orgName: string;
  orgPath: string;
  orgLevel: number;
  disabled: boolean;
}

/**
 * Who may call a route: anyone, anyone with a valid session, or given login types.
 * `optional` resolves a session when one is sent but lets the call through without one.
 */
export type Access = 'public' | 'optional' | 'authenticated' | readonly LoginType[];

/** The caller, resolved from the session. */
export interface Principal extends Account {
  tokenHash: string;
  sessionExpiresAt: Date;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return header.startsWith('Bearer ') ? header.slice(7) : header;
}

/** The caller of a route whose access requires a session. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf on a route without session access');
  return request.principal;
}

/**
 * Who did something, as a log row names it (operation and access log): the actor's login type, id
 * and organisation — the caller, or whoever acts for it (the verification's reviewer).
 */
export const loggedActor = <Org extends string | null>(by: { loginType: string; id: string; orgId: Org }) => ({
  actorType: by.loginType,
  actorId: by.id,
  orgId: by.orgId,
});
