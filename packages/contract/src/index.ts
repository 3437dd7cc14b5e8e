// First: configures zod before any schema below is built.
import './schema-runtime.ts';
export * from './constants.ts';
export * from './validators.ts';
export * from './fields.ts';
export * from './labels.ts';
export * from './envelope.ts';
// The endpoint builders (get, post, prefixes) stay inside the contract; apps use the tables.
export {
  endpointsIn,
  routeTablesIn,
  urlOf,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type EndpointRoute,
  type ParsedBodyOf,
  type ParsedQueryOf,
  type QueryOf,
} from './endpoint.ts';
export * from './paging.ts';
export * from './caller.ts';
export * from './auth.ts';
export * from './password.ts';
export * from './first-screen.ts';
export * from './china-time.ts';
export * from './people.ts';
export * from './verify-group.ts';
export * from './bulletin.ts';
export * from './rule-statistics.ts';
export * from './file.ts';
export * from './system.ts';
export * from './place.ts';
export * from './org.ts';
export * from './early-warning-codes.ts';
export * from './early-warning.ts';
export * from './visit-checklist.ts';
export * from './fraud-type.ts';
export * from './protection-circle.ts';
export * from './transfer.ts';
export * from './card-feedback.ts';
export * from './information.ts';
export * from './intake.ts';
export * from './liaison-feedback.ts';
export * from './notice.ts';
export * from './idempotency.ts';
export * from './people-control.ts';
export * from './population.ts';
export * from './mail.ts';
export * from './gullible.ts';
export * from './cooperation-codes.ts';
export * from './cooperation.ts';
export * from './timeline.ts';
export * from './cooperation-order.ts';
export * from './carrier-assist-codes.ts';
export * from './carrier-assist.ts';
export * from './warning-overview.ts';
export * from './verification.ts';
export * from './promotion.ts';
export * from './preaching.ts';
export * from './publicity.ts';
export * from './report.ts';
export * from './holiday-calendar.ts';
export * from './access-log.ts';
