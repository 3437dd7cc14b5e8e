import { describe, expect, it } from 'vitest';
import { describeReason } from './transfer-reason';

describe('describeReason', () => {
  it('names the reason, and puts an explanation after a full-width colon', () => {
    expect(describeReason('NOT_JURISDICTION', null)).toBe('非本辖区');
    expect(describeReason('OTHER', '居民已搬离')).toBe('其他：居民已搬离');
  });
});
