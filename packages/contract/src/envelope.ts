import { z } from 'zod';

/** Every JSON answer: `{code, success, message, data}`; code 200 is success (spec §9). */
export const envelopeOf = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number(), success: z.boolean(), message: z.string(), data });

export interface Envelope<T> {
  code: number;
  success: boolean;
  message: string;
  data: T;
}

/** Stable error codes carried in `data.errorCode` of a failed answer. */
export const ERROR_CODES = {
  validation: 'request.invalid',
  unauthenticated: 'session.missing',
  sessionExpired: 'session.expired',
  sessionRevoked: 'session.revoked',
  forbidden: 'access.forbidden',
  notFound: 'resource.not_found',
  conflict: 'resource.conflict',
  rateLimited: 'request.rate_limited',
  idempotencyKeyReused: 'request.idempotency_key_reused',
  requestInProgress: 'request.in_progress',
  internal: 'server.error',
  /** Overloaded, starting or draining: try again shortly (another process may answer). */
  unavailable: 'server.unavailable',
  metricsUnauthorized: 'metrics.unauthorized',
  badCredentials: 'login.bad_credentials',
  accountLocked: 'login.account_locked',
  smsCodeInvalid: 'login.sms_code_invalid',
  smsTooFrequent: 'login.sms_too_frequent',
  /** A new password that is the current or the previous one. */
  passwordReused: 'login.password_reused',
  authCodeInvalid: 'identity.auth_code_invalid',
  vendorError: 'identity.vendor_error',
  ticketInvalid: 'file.ticket_invalid',
  fileTypeRefused: 'file.type_refused',
  uploadQuotaExceeded: 'file.upload_quota_exceeded',
  filesNotAttachable: 'file.not_attachable',
  invalidTransition: 'early_warning.invalid_transition',
  staleVersion: 'early_warning.stale_version',
  /** 确实找不到 before the configured attempts 暂时找不到 are on record. */
  attemptsRequired: 'early_warning.attempts_required',
  transferHopLimit: 'transfer.hop_limit',
  queryQuotaExceeded: 'information.quota_exceeded',
  intakeUnauthorized: 'intake.unauthorized',
  cardFeedbackInvalidTransition: 'card_feedback.invalid_transition',
  cardFeedbackStaleVersion: 'card_feedback.stale_version',
  controlInvalidTransition: 'people_control.invalid_transition',
  controlStaleVersion: 'people_control.stale_version',
  residentStaleVersion: 'population.stale_version',
  mailInvalidTransition: 'mail.invalid_transition',
  mailStaleVersion: 'mail.stale_version',
  mailUrgeCooldown: 'mail.urge_cooldown',
  gullibleStaleVersion: 'gullible.stale_version',
  circleInvalidTransition: 'protection_circle.invalid_transition',
  circleStaleVersion: 'protection_circle.stale_version',
  circleMemberExists: 'protection_circle.member_exists',
  circleOwnerAsMember: 'protection_circle.owner_as_member',
  cooperationInvalidTransition: 'cooperation.invalid_transition',
  cooperationStaleVersion: 'cooperation.stale_version',
  cooperationMeasureLapsed: 'cooperation.measure_lapsed',
  orderTaskInvalidTransition: 'cooperation_order.invalid_transition',
  orderTaskStaleVersion: 'cooperation_order.stale_version',
  verificationInvalidTransition: 'verification.invalid_transition',
  verificationStaleVersion: 'verification.stale_version',
  adminTransferInvalidTransition: 'promotion.admin_transfer_invalid_transition',
  adminTransferStaleVersion: 'promotion.admin_transfer_stale_version',
  reportInvalidTransition: 'report.invalid_transition',
  reportStaleVersion: 'report.stale_version',
  reportUrgeCooldown: 'report.urge_cooldown',
  reportNothingToUrge: 'report.nothing_to_urge',
  publicityInvalidTransition: 'publicity.invalid_transition',
  publicityStaleVersion: 'publicity.stale_version',
  preachInvalidTransition: 'preaching.invalid_transition',
  preachStaleVersion: 'preaching.stale_version',
  preachDoubleBooked: 'preaching.double_booked',
  preachNotStarted: 'preaching.not_started',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
