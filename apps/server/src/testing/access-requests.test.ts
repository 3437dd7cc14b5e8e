import { ORDER_TASK_ENDPOINTS } from '@afp/contract';
import { describe, expect, it } from 'vitest';
import { requestOf } from './access-requests.ts';

describe('requestOf', () => {
  it('sends a path id with a lone surrogate as a client would (U+FFFD), instead of throwing', () => {
    const request = requestOf(ORDER_TASK_ENDPOINTS.detail, null, { pathId: 'a\uD800b' });
    expect(request.url).toMatch(/\/detail\/a%EF%BF%BDb$/);
  });
});
