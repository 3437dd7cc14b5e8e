import type { VerificationStage } from '@afp/contract';
import { PATHS } from '../../config/routes';

/** The four pages of each stage (spec §2): one set of components serves both, by the path's stage. */
export const STAGE_PAGES = {
  verify: { index: PATHS.verifyIndex, detail: PATHS.verifyDetail, form: PATHS.verifyForm, refuse: PATHS.verifyRefuse },
  review: { index: PATHS.reviewIndex, detail: PATHS.reviewDetail, form: PATHS.reviewForm, refuse: PATHS.reviewRefuse },
} as const satisfies Record<VerificationStage, Record<'index' | 'detail' | 'form' | 'refuse', string>>;

/** The stage a page serves, from its path (`/pages/review/…` → 复核, else 核查). */
export const stageOfPath = (pathname: string): VerificationStage =>
  pathname.startsWith('/pages/review/') ? 'review' : 'verify';
