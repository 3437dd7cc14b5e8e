import { casePublicityDueAt, isCasePublicityOverdue, lossBandOf } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { isOnMediaHost, isCaseWithLoss, isImageName, mayAddActivity, sessionColumnsOf } from './publicity.rules.ts';
import { CASE_WORKFLOW, CONTENT_WORKFLOW, RECORD_WORKFLOW } from './publicity.workflows.ts';

/** The state a workflow's action leads to from `from`, or undefined when its table forbids it. */
const nextOf =
  <S extends string, A extends string>(workflow: {
    can(action: A, state: S): boolean;
    actions: Record<A, { to: S }>;
  }) =>
  (from: S, action: A): S | undefined =>
    workflow.can(action, from) ? workflow.actions[action].to : undefined;
const nextContentState = nextOf(CONTENT_WORKFLOW);
const nextRecordState = nextOf(RECORD_WORKFLOW);
const nextCaseState = nextOf(CASE_WORKFLOW);

describe('content library transitions', () => {
  it('is edited and withdrawn only while published; a withdrawn item stays withdrawn', () => {
    expect(nextContentState('PUBLISHED', 'update')).toBe('PUBLISHED');
    expect(nextContentState('PUBLISHED', 'withdraw')).toBe('WITHDRAWN');
    expect(nextContentState('WITHDRAWN', 'update')).toBeUndefined();
    expect(nextContentState('WITHDRAWN', 'withdraw')).toBeUndefined();
  });
  it('takes an image file as the cover', () => {
    expect(isImageName('海报.PNG')).toBe(true);
    expect(isImageName('手册.pdf')).toBe(false);
  });
});

describe('publicity record transitions', () => {
  it('is verified or refused only while submitted, resubmitted only when refused', () => {
    expect(nextRecordState('SUBMITTED', 'verify')).toBe('VERIFIED');
    expect(nextRecordState('SUBMITTED', 'refuse')).toBe('REFUSED');
    expect(nextRecordState('REFUSED', 'resubmit')).toBe('SUBMITTED');
    expect(nextRecordState('VERIFIED', 'refuse')).toBeUndefined();
    expect(nextRecordState('SUBMITTED', 'resubmit')).toBeUndefined();
    expect(nextRecordState('REFUSED', 'verify')).toBeUndefined();
  });
});

describe('一案一宣 transitions and clock', () => {
  it('is submitted from pending or refused, then verified or refused', () => {
    expect(nextCaseState('PENDING', 'submit')).toBe('SUBMITTED');
    expect(nextCaseState('REFUSED', 'submit')).toBe('SUBMITTED');
    expect(nextCaseState('SUBMITTED', 'verify')).toBe('VERIFIED');
    expect(nextCaseState('SUBMITTED', 'submit')).toBeUndefined();
    expect(nextCaseState('VERIFIED', 'refuse')).toBeUndefined();
    expect(nextCaseState('PENDING', 'verify')).toBeUndefined();
  });

  it('takes activities only while with its community', () => {
    expect(['PENDING', 'REFUSED', 'SUBMITTED', 'VERIFIED'].map((s) => mayAddActivity(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('is due 72 h after its case and overdue only while still waiting for publicity', () => {
    const caseAt = new Date('2026-11-01T00:00:00Z');
    const due = casePublicityDueAt(caseAt);
    expect(due.toISOString()).toBe('2026-11-04T00:00:00.000Z');
    const after = new Date(due.getTime() + 1);
    expect(isCasePublicityOverdue('PENDING', due, after)).toBe(true);
    expect(isCasePublicityOverdue('REFUSED', due, after)).toBe(true);
    expect(isCasePublicityOverdue('SUBMITTED', due, after)).toBe(false);
    expect(isCasePublicityOverdue('PENDING', due, due)).toBe(false);
  });

  it('opens only for a final feedback of a defrauded person with a positive loss', () => {
    expect(isCaseWithLoss({ isFinal: true, defrauded: 'YES', amountLost: '100' })).toBe(true);
    expect(isCaseWithLoss({ isFinal: false, defrauded: 'YES', amountLost: '100' })).toBe(false);
    expect(isCaseWithLoss({ isFinal: true, defrauded: 'NO', amountLost: '100' })).toBe(false);
    expect(isCaseWithLoss({ isFinal: true, defrauded: 'YES', amountLost: '0' })).toBe(false);
    expect(isCaseWithLoss({ isFinal: true, defrauded: 'YES', amountLost: null })).toBe(false);
  });

  it('shows a loss as a band', () => {
    expect([500, 10_000, 52_000, 100_000, 2_000_000].map(lossBandOf)).toEqual([
      '1万元以下',
      '1万至5万元',
      '5万至10万元',
      '10万至50万元',
      '50万元以上',
    ]);
  });
});

describe('video addresses on the media hosts (CSP media-src)', () => {
  const hosts = ['https://fanzha.example.gov.cn', 'https://*.cdn.example.cn:8443'];
  it.each([
    ['https://fanzha.example.gov.cn/video/1.mp4', true],
    ['https://FANZHA.example.gov.cn:443/video/1.mp4', true],
    ['https://fanzha.example.gov.cn:8443/video/1.mp4', false],
    ['https://evil.example.com/video/1.mp4', false],
    ['https://fanzha.example.gov.cn.evil.com/1.mp4', false],
    ['https://a.cdn.example.cn:8443/1.mp4', true],
    ['https://cdn.example.cn:8443/1.mp4', false],
    ['https://a.cdn.example.cn/1.mp4', false],
    ['http://fanzha.example.gov.cn/video/1.mp4', false],
  ])('%s → %s', (videoUrl, expected) => {
    expect(isOnMediaHost(videoUrl, hosts)).toBe(expected);
  });
});

describe('a session as both forms send it', () => {
  const form = {
    location: { address: '湖滨花园', latitude: 30.25 },
    occurredAt: '2026-11-02T02:00:00.000Z',
    audience: 40,
  };

  it('keeps a photo sent twice once and a missing coordinate as null', () => {
    expect(sessionColumnsOf({ ...form, photos: ['a.png', 'b.png', 'a.png'] })).toEqual({
      address: '湖滨花园',
      latitude: 30.25,
      longitude: null,
      occurredAt: new Date('2026-11-02T02:00:00.000Z'),
      audience: 40,
      photos: ['a.png', 'b.png'],
    });
  });
});
