import { accessLogFeature } from '../features/access-log';
import { authFeature } from '../features/auth';
import { bulletinFeature } from '../features/bulletin';
import { cardFeedbackFeature } from '../features/card-feedback';
import { cooperationFeature } from '../features/cooperation';
import { cooperationOrderFeature } from '../features/cooperation-order';
import { earlyWarningFeature } from '../features/early-warning';
import { fileFeature } from '../features/file';
import { guardFeature } from '../features/guard';
import { gullibleFeature } from '../features/gullible';
import { informationFeature } from '../features/information';
import { liaisonFeedbackFeature } from '../features/liaison-feedback';
import { mailFeature } from '../features/mail';
import { verificationFeature } from '../features/verification';
import { noticeFeature } from '../features/notice';
import { oaFeature } from '../features/oa';
import { outboxFeature } from '../features/outbox';
import { peopleControlFeature } from '../features/people-control';
import { populationFeature } from '../features/population';
import { preachingFeature } from '../features/preaching';
import { promotionFeature } from '../features/promotion';
import { protectionCircleFeature } from '../features/protection-circle';
import { publicityFeature } from '../features/publicity';
import { reportFeature } from '../features/report';
import { ruleStatisticsFeature } from '../features/rule-statistics';
import { systemFeature } from '../features/system';
import { transferFeature } from '../features/transfer';
import type { Feature, FeatureRoute, PageImporter } from '../lib/feature';
import { registerOutboxForms } from '../lib/outbox/outbox';

/** Every feature of the app, once. A feature's pages are wired in its own index.ts. */
export const FEATURES: readonly Feature[] = [
  authFeature,
  guardFeature,
  oaFeature,
  cooperationFeature,
  cooperationOrderFeature,
  earlyWarningFeature,
  transferFeature,
  cardFeedbackFeature,
  informationFeature,
  liaisonFeedbackFeature,
  noticeFeature,
  outboxFeature,
  mailFeature,
  bulletinFeature,
  verificationFeature,
  peopleControlFeature,
  populationFeature,
  preachingFeature,
  promotionFeature,
  publicityFeature,
  reportFeature,
  ruleStatisticsFeature,
  gullibleFeature,
  protectionCircleFeature,
  fileFeature,
  systemFeature,
  accessLogFeature,
];

// The 待发送 page sends a waiting form without its page: each feature declares its forms' sends.
registerOutboxForms(FEATURES.flatMap((feature) => feature.outbox ?? []));

const ROUTES = new Map<string, FeatureRoute>(FEATURES.flatMap((feature) => feature.routes).map((r) => [r.path, r]));

/** Every spec route not built yet renders the shared under-construction page. */
export const underConstructionPage: PageImporter = () => import('../components/under-construction.page');

/** The page of a spec route (config/routes.ts): its feature's page, or the under-construction page. */
export const pageFor = (path: string): PageImporter => ROUTES.get(path)?.page ?? underConstructionPage;

/** What sends a route's first requests ahead of its page, if it has any. */
export const firstRequestsOf = (path: string): FeatureRoute['sendFirstRequests'] => ROUTES.get(path)?.sendFirstRequests;
