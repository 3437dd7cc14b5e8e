import type { CasePublicityState, PublicityContentState, PublicityRecordState } from '@afp/contract';

/** The content library: oa staff of the centre or a district publish, edit while published, and withdraw. */
export const CONTENT_TRANSITIONS = {
  update: { from: ['PUBLISHED'], to: 'PUBLISHED' },
  withdraw: { from: ['PUBLISHED'], to: 'WITHDRAWN' },
} as const satisfies Record<string, { from: readonly PublicityContentState[]; to: PublicityContentState }>;
export type ContentAction = keyof typeof CONTENT_TRANSITIONS;
export const CONTENT_ACTION_NAMES: Record<ContentAction, string> = { update: '修改', withdraw: '撤回' };

/**
 * Publicity records: submitted into the shared verification; finally reviewed → VERIFIED, refused →
 * back to the submitter, who fixes the record and resubmits it (DESIGN §4.6, §4.8).
 */
export const RECORD_TRANSITIONS = {
  verify: { from: ['SUBMITTED'], to: 'VERIFIED' },
  refuse: { from: ['SUBMITTED'], to: 'REFUSED' },
  resubmit: { from: ['REFUSED'], to: 'SUBMITTED' },
} as const satisfies Record<string, { from: readonly PublicityRecordState[]; to: PublicityRecordState }>;
export type RecordAction = keyof typeof RECORD_TRANSITIONS;

/** 一案一宣: activities are added while PENDING (or REFUSED), then it is submitted and verified like a record. */
export const CASE_TRANSITIONS = {
  submit: { from: ['PENDING', 'REFUSED'], to: 'SUBMITTED' },
  verify: { from: ['SUBMITTED'], to: 'VERIFIED' },
  refuse: { from: ['SUBMITTED'], to: 'REFUSED' },
} as const satisfies Record<string, { from: readonly CasePublicityState[]; to: CasePublicityState }>;
export type CaseAction = keyof typeof CASE_TRANSITIONS;

export const RECORD_ACTION_NAMES: Record<RecordAction, string> = {
  verify: '核查通过',
  refuse: '退回',
  resubmit: '重新提交',
};
export const CASE_ACTION_NAMES: Record<CaseAction, string> = { submit: '提交核查', verify: '核查通过', refuse: '退回' };

/**
 * Where and when a session took place, its audience and photos, as both forms send them (宣防记录 and
 * 一案一宣's activities) and both tables keep them: a picked point may be missing, a photo sent twice is kept once.
 */
export const sessionColumnsOf = (form: {
  location: { address: string; latitude?: number | undefined; longitude?: number | undefined };
  occurredAt: string;
  audience: number;
  photos: readonly string[];
}) => ({
  address: form.location.address,
  latitude: form.location.latitude ?? null,
  longitude: form.location.longitude ?? null,
  occurredAt: new Date(form.occurredAt),
  audience: form.audience,
  photos: [...new Set(form.photos)],
});

/** A poster's or article's cover is its file when that file is an image. */
export const isImageName = (name: string): boolean => /\.(png|jpe?g)$/i.test(name);

/** Activities may be added while the task is with its community (not while it is being verified or once verified). */
export const mayAddActivity = (state: CasePublicityState): boolean => state === 'PENDING' || state === 'REFUSED';

/**
 * A handled warning creates 一案一宣 only when it was final, the person was defrauded and the loss is
 * positive (DESIGN §4.6: "a handled warning with a loss in a community").
 */
export const isCaseWithLoss = (feedback: { isFinal: boolean; defrauded: string; amountLost: string | null }): boolean =>
  feedback.isFinal && feedback.defrauded === 'YES' && Number(feedback.amountLost ?? 0) > 0;

/** A CSP host source as MEDIA_HOSTS holds it: `https://host[:port]`, `*.` standing for any subdomain. */
const MEDIA_HOST_SOURCE = /^https:\/\/(\*\.)?([^:/]+)(?::(\d+))?$/i;

/**
 * Whether a video address lies on one of the media hosts, matched as the CSP's media-src matches
 * it: only there does the phone play it (no port named means https' own, 443).
 */
export function isOnMediaHost(videoUrl: string, mediaHosts: readonly string[]): boolean {
  const url = new URL(videoUrl);
  return mediaHosts.some((source) => {
    const [, wildcard, host = '', port = '443'] = MEDIA_HOST_SOURCE.exec(source) ?? [];
    const domain = host.toLowerCase();
    const isHostMatch = wildcard ? url.hostname.endsWith(`.${domain}`) : url.hostname === domain;
    return url.protocol === 'https:' && isHostMatch && (url.port || '443') === port;
  });
}
