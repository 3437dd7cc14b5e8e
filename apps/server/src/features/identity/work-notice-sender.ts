import type { IdentityProviderName } from './identity-provider.ts';

/**
 * What one user may receive from one app per day: 浙政钉 documents 100 (DingTalk 500 for an
 * internal app); past it the vendors answer success and drop the notice, so we stop first.
 */
export const WORK_NOTICE_DAILY_CAP = 100;

export interface WorkNoticeBatch {
  vendorUserIds: string[];
  text: string;
  /** Unique per call (浙政钉 refuses a repeated bizMsgId). */
  batchId: string;
}

/** Sends workplace-app work notices 工作通知 through one configured app. */
export interface WorkNoticeSender {
  readonly provider: Exclude<IdentityProviderName, 'development'>;
  readonly appKey: string;
  /** Recipients one call accepts. */
  readonly batchSize: number;
  /** One vendor call; throws IdentityProviderError when the vendor refuses or fails. */
  send(batch: WorkNoticeBatch): Promise<void>;
}
