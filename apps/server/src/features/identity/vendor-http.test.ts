import { describe, it, expect } from 'vitest';
import { fakeClock } from '../../clock.ts';
import { IdentityProviderError } from './identity-provider.ts';
import { createCachedToken, RejectedTokenError, withToken } from './vendor-http.ts';

/** A token source that counts requests and hands out token-1, token-2, ... */
function counter(expiresInSeconds = 7200) {
  const source = {
    requests: 0,
    fetch: async () => ({ value: `token-${++source.requests}`, expiresInSeconds }),
  };
  return source;
}

describe('createCachedToken', () => {
  it('keeps a token that lives shorter than the refresh margin for half its lifetime', async () => {
    const clock = fakeClock();
    const source = counter(60);
    const token = createCachedToken(source.fetch, clock);

    await token.get();
    clock.advance(29_999);
    expect(await token.get()).toBe('token-1');
    clock.advance(1);
    expect(await token.get()).toBe('token-2');
  });

  it('ignores the invalidation of a token that has already been replaced', async () => {
    const source = counter();
    const token = createCachedToken(source.fetch, fakeClock());
    const stale = await token.get();
    token.invalidate(stale);
    await token.get();

    token.invalidate(stale);

    expect(await token.get()).toBe('token-2');
    expect(source.requests).toBe(2);
  });
});

describe('withToken', () => {
  it('reports a token rejected twice as a vendor error and stops there', async () => {
    const source = counter();
    const token = createCachedToken(source.fetch, fakeClock());
    let calls = 0;

    const outcome = withToken(token, 'test call', async () => {
      calls++;
      throw new RejectedTokenError('42001 access_token超时');
    });

    await expect(outcome).rejects.toBeInstanceOf(IdentityProviderError);
    await expect(outcome).rejects.toMatchObject({ kind: 'vendor' });
    expect(calls).toBe(2);
    expect(source.requests).toBe(2);
  });
});
