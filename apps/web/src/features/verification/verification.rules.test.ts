import { describe, expect, it } from 'vitest';
import { STAGE_PAGES, stageOfPath } from './verification.paths';
import { checkPass, checkRefuse, mayActAt } from './verification.rules';

const item = { id: 'vi-1', version: 3 };

describe('verification pages', () => {
  it('serve the stage their path names', () => {
    expect(stageOfPath(STAGE_PAGES.review.detail)).toBe('review');
    expect(stageOfPath(STAGE_PAGES.verify.refuse)).toBe('verify');
  });

  it('let the caller act only where the server says so, at this page stage', () => {
    expect(mayActAt({ mayVerify: true, mayReview: false }, 'verify')).toBe(true);
    expect(mayActAt({ mayVerify: true, mayReview: false }, 'review')).toBe(false);
  });
});

describe('the pass form', () => {
  it('sends the item version and a trimmed note, or none', () => {
    expect(checkPass({ note: '  材料齐全 ' }, item).body).toEqual({ id: 'vi-1', version: 3, note: '材料齐全' });
    expect(checkPass({ note: ' ' }, item).body).toEqual({ id: 'vi-1', version: 3 });
  });

  it('refuses a note beyond its bound', () => {
    expect(checkPass({ note: '字'.repeat(201) }, item).problems?.note).toContain('200');
  });
});

describe('the refuse form', () => {
  it('requires a reason of a few characters', () => {
    expect(checkRefuse({ reason: ' ' }, item, 'review').problems?.reason).toContain('请填写退回原因');
    expect(checkRefuse({ reason: '照片不清晰' }, item, 'review').body).toEqual({
      id: 'vi-1',
      version: 3,
      stage: 'review',
      reason: '照片不清晰',
    });
  });
});
