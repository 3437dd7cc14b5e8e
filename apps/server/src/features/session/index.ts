// Login sessions: opaque tokens stored hashed, idle/absolute expiry, revocation. No routes.
export { session, type SessionRow } from './session.table.ts';
export { createSessionRepository, type SessionRepository } from './session.repository.ts';
export { createSessionService, type ActiveSession, type SessionService } from './session.service.ts';
export { DEFAULT_SESSION_LIMITS, type SessionLimits } from './session.rules.ts';
