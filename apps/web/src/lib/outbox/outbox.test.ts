import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@afp/contract';
import { ApiError } from '../api-client';
import { readDraft, readPendingSend, saveDraft, useDrafts, writePendingSend } from '../drafts/draft-store';
import { outboxEntriesOf, outboxForm, registerOutboxForms, resend } from './outbox';
import { IN_PROGRESS_RETRY_MS } from './send-outcome';
import { withSignedInGuard } from '../../test/signed-in-guard';

const KEY = 'a'.repeat(32);
const BODY = { assignmentId: 'a1', channels: ['phone'] };
const send = vi.fn<(body: unknown, key: string) => Promise<unknown>>();
registerOutboxForms([outboxForm('outbox-test', '预警反馈', (body: unknown, key) => send(body, key))]);

let online = true;
const queue = (draftKey: string, queuedAt: string, failure?: { kind: 'offline'; at: string }) => {
  saveDraft(draftKey, { remark: '已联系' });
  writePendingSend(draftKey, { key: KEY, body: JSON.stringify(BODY), queuedAt, failure });
};

withSignedInGuard();
beforeEach(() => {
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  send.mockReset();
  queue('outbox-test:a1', '2026-11-29T01:00:00.000Z', { kind: 'offline', at: '2026-11-29T01:00:00.000Z' });
});
afterEach(() => vi.useRealTimers());

describe('outboxEntriesOf', () => {
  it('lists only submissions, oldest first, named by their declaration or else by their page', () => {
    saveDraft('feedback-typing:a2', { remark: '只是草稿' });
    queue('unknown-form:a3', '2026-11-29T00:30:00.000Z');
    writePendingSend('unknown-form:a3', {
      ...readPendingSend('unknown-form:a3')!,
      formLink: '/pages/packageSubGuard/transfer-early-warning/transfer-early-warning?id=a3',
    });
    const entries = outboxEntriesOf(useDrafts.getState().records);
    expect(entries.map(({ draftKey, title, canResend }) => ({ draftKey, title, canResend }))).toEqual([
      { draftKey: 'unknown-form:a3', title: '移交预警', canResend: false },
      { draftKey: 'outbox-test:a1', title: '预警反馈', canResend: true },
    ]);
  });
});

describe('resend (重试)', () => {
  it('sends the stored body with the stored idempotency key; answered, the draft goes', async () => {
    send.mockResolvedValueOnce({ ok: true });
    expect(await resend('outbox-test:a1')).toBe(true);
    expect(send).toHaveBeenCalledExactlyOnceWith(BODY, KEY);
    expect(readDraft('outbox-test:a1')).toBeUndefined();
  });

  it('offline, sends nothing and says 无网络', async () => {
    online = false;
    expect(await resend('outbox-test:a1')).toBe(false);
    expect(send).not.toHaveBeenCalled();
    expect(readPendingSend('outbox-test:a1')?.failure?.kind).toBe('offline');
  });

  it('a lost answer stays 无应答 with its key, so the next 重试 cannot apply it twice', async () => {
    send.mockRejectedValueOnce(new ApiError(0, '网络异常，请检查网络后重试')).mockResolvedValueOnce({ ok: true });
    expect(await resend('outbox-test:a1')).toBe(false);
    expect(readPendingSend('outbox-test:a1')).toMatchObject({ key: KEY, failure: { kind: 'noAnswer' } });
    expect(await resend('outbox-test:a1')).toBe(true);
    expect(send.mock.calls.map(([, key]) => key)).toEqual([KEY, KEY]);
  });

  it('a refusal stays listed with the server’s message and the draft', async () => {
    send.mockRejectedValueOnce(new ApiError(409, '该预警已被他人处理'));
    expect(await resend('outbox-test:a1')).toBe(false);
    expect(readPendingSend('outbox-test:a1')?.failure).toMatchObject({
      kind: 'refused',
      message: '该预警已被他人处理',
    });
    expect(readDraft('outbox-test:a1')).toEqual({ remark: '已联系' });
  });

  it('while the first send still runs on the server, asks again with the same key; a second tap sends nothing more', async () => {
    vi.useFakeTimers();
    send
      .mockRejectedValueOnce(new ApiError(409, '上一次提交仍在处理中', ERROR_CODES.requestInProgress))
      .mockResolvedValueOnce({ ok: true });
    const first = resend('outbox-test:a1');
    expect(await resend('outbox-test:a1')).toBe(false);
    await vi.advanceTimersByTimeAsync(IN_PROGRESS_RETRY_MS);
    expect(await first).toBe(true);
    expect(send.mock.calls.map(([, key]) => key)).toEqual([KEY, KEY]);
  });
});
