import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@afp/contract';
import { ApiError } from '../api-client';
import { readDraft, readPendingSend, saveDraft } from '../drafts/draft-store';
import { toastError } from '../feedback';
import { createSubmitter, IN_PROGRESS_RETRY_MS, NO_ANSWER_RETRY_MS, type SubmitPhase } from './submitter';
import { withSignedInGuard } from '../../test/signed-in-guard';

vi.mock('../feedback', () => ({ toastError: vi.fn(), showToast: vi.fn() }));

const DRAFT = 'transfer:a1';
const BODY = { assignmentId: 'a1', toOrgId: 'org-2' };
const noAnswer = () => new ApiError(0, '网络异常，请检查网络后重试');
const inProgress = () => new ApiError(409, '请求正在处理', ERROR_CODES.requestInProgress);

let online = true;
/** Each test's submitters leave with it (a waiting one would otherwise send in the next test). */
const detachers: (() => void)[] = [];
/** A settled promise chain: lets an awaited send and its handling run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

function setUp(send: (body: typeof BODY, key: string) => Promise<string>) {
  const phases: SubmitPhase[] = [];
  const onSent = vi.fn();
  const onRefused = vi.fn();
  const submitter = createSubmitter({ draftKey: DRAFT, send: vi.fn(send), onSent, onRefused }, (phase) =>
    phases.push(phase),
  );
  detachers.push(submitter.attach());
  return { submitter, phases, onSent, onRefused };
}

withSignedInGuard();
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  saveDraft(DRAFT, { reasonText: '居民已迁' });
});
afterEach(() => {
  detachers.splice(0).forEach((detach) => detach());
  vi.useRealTimers();
});

const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};

describe('createSubmitter', () => {
  it('sends a double tap once, then removes the draft and reports the answer', async () => {
    const send = vi.fn(async (_body: typeof BODY, _key: string) => 'transfer-1');
    const { submitter, onSent } = setUp(send);
    submitter.submit(BODY);
    submitter.submit(BODY);
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![1]).toMatch(/^[0-9a-f]{32}$/);
    expect(onSent).toHaveBeenCalledWith('transfer-1', BODY);
    expect(readDraft(DRAFT)).toBeUndefined();
  });

  it('offline, waits without sending and sends once when the network returns, even if `online` fires again', async () => {
    online = false;
    let finish: (answer: string) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const { submitter, phases, onSent } = setUp(send);
    submitter.submit(BODY);
    await vi.advanceTimersByTimeAsync(NO_ANSWER_RETRY_MS * 3);
    expect(send).not.toHaveBeenCalled();
    expect(phases.at(-1)).toBe('waitingForNetwork');
    goOnline();
    goOnline();
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(phases.at(-1)).toBe('sending');
    goOnline();
    submitter.submit(BODY);
    finish('transfer-1');
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(phases.at(-1)).toBe('idle');
  });

  it('retries a lost answer with the same key, also after a reload, and the key goes once answered', async () => {
    const send = vi.fn().mockRejectedValueOnce(noAnswer()).mockResolvedValueOnce('transfer-1');
    const { submitter, phases, onRefused } = setUp(send);
    submitter.submit(BODY);
    await flush();
    expect(phases.at(-1)).toBe('waitingForNetwork');
    const stored = readPendingSend(DRAFT);
    expect(stored).toMatchObject({
      key: send.mock.calls[0]![1],
      body: JSON.stringify(BODY),
      failure: { kind: 'noAnswer' },
    });
    // A reload: the form is gone, the key waits with the draft, the user taps submit again.
    const again = vi.fn(async (_body: typeof BODY, _key: string) => 'transfer-1');
    const reloaded = setUp(again);
    reloaded.submitter.submit(BODY);
    await flush();
    expect(again.mock.calls[0]![1]).toBe(stored!.key);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('while the first send still runs on the server (409 request.in_progress), asks again with the same key and shows no error', async () => {
    const send = vi.fn().mockRejectedValueOnce(inProgress()).mockResolvedValueOnce('transfer-1');
    const { submitter, phases, onSent, onRefused } = setUp(send);
    submitter.submit(BODY);
    await flush();
    expect(phases.at(-1)).toBe('sending');
    await vi.advanceTimersByTimeAsync(IN_PROGRESS_RETRY_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]![1]).toBe(send.mock.calls[0]![1]);
    expect(onSent).toHaveBeenCalledTimes(1);
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('a changed body is a new action with a new key', async () => {
    const send = vi.fn().mockRejectedValueOnce(noAnswer()).mockResolvedValueOnce('transfer-1');
    const { submitter } = setUp(send);
    submitter.submit(BODY);
    await flush();
    submitter.cancel();
    submitter.submit({ ...BODY, toOrgId: 'org-3' });
    await flush();
    expect(send.mock.calls[1]![1]).not.toBe(send.mock.calls[0]![1]);
  });

  it('a refusal is reported, keeps the draft listed as refused (待发送), and the next submit of the same body is a new action', async () => {
    const refusal = new ApiError(409, '数据已被他人修改');
    const send = vi.fn().mockRejectedValueOnce(refusal).mockResolvedValueOnce('transfer-1');
    const { submitter, onRefused, phases } = setUp(send);
    submitter.submit(BODY);
    await flush();
    expect(onRefused).toHaveBeenCalledWith(refusal);
    expect(phases.at(-1)).toBe('idle');
    expect(readDraft(DRAFT)).toEqual({ reasonText: '居民已迁' });
    expect(readPendingSend(DRAFT)?.failure).toMatchObject({ kind: 'refused', message: '数据已被他人修改' });
    submitter.submit(BODY);
    await flush();
    expect(send.mock.calls[1]![1]).not.toBe(send.mock.calls[0]![1]);
    expect(readDraft(DRAFT)).toBeUndefined();
  });

  it('offline, notes 无网络 with when it was queued, the form page and its subject, for the 待发送 page', async () => {
    online = false;
    window.location.hash = '#/pages/packageSubGuard/transfer-early-warning/transfer-early-warning?id=a1';
    const submitter = createSubmitter(
      { draftKey: DRAFT, send: vi.fn(), onSent: vi.fn(), subject: '预警编号 YJ-1' },
      vi.fn(),
    );
    detachers.push(submitter.attach());
    submitter.submit(BODY);
    expect(readPendingSend(DRAFT)).toMatchObject({
      queuedAt: new Date().toISOString(),
      formLink: '/pages/packageSubGuard/transfer-early-warning/transfer-early-warning?id=a1',
      subject: '预警编号 YJ-1',
      failure: { kind: 'offline' },
    });
    window.location.hash = '';
  });

  it('notes a failure that arrives after the form was left (the 待发送 page shows it)', async () => {
    let fail: (error: unknown) => void = () => undefined;
    const send = vi.fn(() => new Promise<string>((_resolve, reject) => (fail = reject)));
    const { submitter } = setUp(send);
    submitter.submit(BODY);
    await flush();
    detachers.splice(0).forEach((detach) => detach());
    fail(new ApiError(403, '无权操作'));
    await flush();
    expect(readPendingSend(DRAFT)?.failure).toMatchObject({ kind: 'refused', message: '无权操作' });
  });

  it('toasts a refusal by default', async () => {
    const refusal = new ApiError(403, '无权操作');
    const submitter = createSubmitter(
      { draftKey: DRAFT, send: () => Promise.reject(refusal), onSent: vi.fn() },
      vi.fn(),
    );
    detachers.push(submitter.attach());
    submitter.submit(BODY);
    await flush();
    expect(toastError).toHaveBeenCalledWith(refusal);
  });

  it('取消 stops the wait: nothing is sent when the network returns, and the draft stays', async () => {
    online = false;
    const send = vi.fn(async () => 'transfer-1');
    const { submitter, phases } = setUp(send);
    submitter.submit(BODY);
    submitter.cancel();
    expect(phases.at(-1)).toBe('idle');
    goOnline();
    await flush();
    expect(send).not.toHaveBeenCalled();
    expect(readDraft(DRAFT)).toEqual({ reasonText: '居民已迁' });
  });
});
