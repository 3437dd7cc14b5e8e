import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../session/session.store';
import {
  clearAllDrafts,
  DRAFT_SAVE_DELAY_MS,
  draftSummary,
  readDraft,
  notePendingFailure,
  readPendingSend,
  removeDraft,
  saveDraft,
  takeRestoredDraft,
  writePendingSend,
} from './draft-store';

const PENDING = { key: 'k'.repeat(32), body: '{}', queuedAt: '2026-11-29T01:00:00.000Z' };

const loginAs = (uid: string) =>
  useSession.getState().applyLogin('guard', { token: `t-${uid}`, uid, phone: '13800000001', roleType: 1, orgLevel: 4 });
const storedDrafts = () => Object.keys(localStorage).filter((key) => key.startsWith('afp.draft:'));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  sessionStorage.clear();
  clearAllDrafts();
  loginAs('g1');
});
afterEach(() => {
  useSession.getState().clearSession();
  vi.useRealTimers();
});

describe('draft store', () => {
  it('keeps a draft in memory at once and in storage after the typing pause, under the account', () => {
    saveDraft('transfer:a1', { reasonText: '居民已迁' });
    expect(readDraft('transfer:a1')).toEqual({ reasonText: '居民已迁' });
    expect(storedDrafts()).toEqual([]);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(JSON.parse(localStorage.getItem('afp.draft:guard:g1:transfer:a1')!)).toEqual({
      value: { reasonText: '居民已迁' },
    });
  });

  it('writes a waiting draft at once when the page is hidden (an app switch)', () => {
    saveDraft('liaison:a1', { content: '已联系' });
    window.dispatchEvent(new Event('pagehide'));
    expect(storedDrafts()).toEqual(['afp.draft:guard:g1:liaison:a1']);
  });

  it('shows another account none of the first account’s drafts, and takes them off the device', () => {
    saveDraft('feedback:a1', { remark: 'g1 的草稿' });
    loginAs('g2');
    expect(readDraft('feedback:a1')).toBeUndefined();
    expect(storedDrafts()).toEqual([]);
    saveDraft('feedback:a1', { remark: 'g2 的草稿' });
    loginAs('g1');
    expect(readDraft('feedback:a1')).toBeUndefined();
    useSession.getState().clearSession();
    expect(readDraft('feedback:a1')).toBeUndefined();
  });

  it('keeps the drafts of a session that ended without a logout for the same account’s next login', () => {
    saveDraft('feedback:a1', { remark: '已联系本人' });
    saveDraft('transfer:a2', { reasonText: '已迁出' });
    writePendingSend('transfer:a2', PENDING);
    // Expired: the session goes, the typing waiting for its pause is written, nothing is shown.
    useSession.getState().clearSession();
    expect(readDraft('feedback:a1')).toBeUndefined();
    expect(storedDrafts()).toHaveLength(2);
    loginAs('g1');
    expect(readDraft('feedback:a1')).toEqual({ remark: '已联系本人' });
    expect(readPendingSend('transfer:a2')).toEqual(PENDING);
    expect(takeRestoredDraft('feedback:a1')).toBe(true);
  });

  it('counts the account’s drafts and, of those, the submissions still unsent', () => {
    expect(draftSummary()).toEqual({ drafts: 0, unsent: 0 });
    saveDraft('feedback:a1', { remark: 'x' });
    saveDraft('transfer:a2', { reasonText: 'y' });
    writePendingSend('transfer:a2', PENDING);
    expect(draftSummary()).toEqual({ drafts: 2, unsent: 1 });
  });

  it('removes a draft and its stored copy at once', () => {
    saveDraft('transfer:a1', { reasonText: 'x' });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    removeDraft('transfer:a1');
    expect(readDraft('transfer:a1')).toBeUndefined();
    expect(storedDrafts()).toEqual([]);
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    expect(storedDrafts()).toEqual([]);
  });

  it('stores a pending send with the draft at once, before its request leaves', () => {
    saveDraft('transfer:a1', { reasonText: 'x' });
    writePendingSend('transfer:a1', PENDING);
    expect(JSON.parse(localStorage.getItem('afp.draft:guard:g1:transfer:a1')!)).toEqual({
      value: { reasonText: 'x' },
      pendingSend: PENDING,
    });
    writePendingSend('transfer:a1', undefined);
    expect(readPendingSend('transfer:a1')).toBeUndefined();
    expect(readDraft('transfer:a1')).toEqual({ reasonText: 'x' });
  });

  it('notes why a pending send waits, but not on a newer send of the same draft', () => {
    saveDraft('transfer:a1', { reasonText: 'x' });
    writePendingSend('transfer:a1', PENDING);
    notePendingFailure('transfer:a1', 'other-key', { kind: 'offline', at: PENDING.queuedAt });
    expect(readPendingSend('transfer:a1')?.failure).toBeUndefined();
    notePendingFailure('transfer:a1', PENDING.key, { kind: 'refused', at: PENDING.queuedAt, message: '无权操作' });
    expect(readPendingSend('transfer:a1')).toEqual({
      ...PENDING,
      failure: { kind: 'refused', at: PENDING.queuedAt, message: '无权操作' },
    });
    expect(readDraft('transfer:a1')).toEqual({ reasonText: 'x' });
  });

  it('clearAllDrafts (logout) leaves no draft of any account on the device', () => {
    saveDraft('transfer:a1', { reasonText: 'x' });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    // Another account's draft, written by a second tab after this one logged in.
    localStorage.setItem('afp.draft:guard:g2:transfer:a2', JSON.stringify({ value: { reasonText: 'y' } }));
    expect(storedDrafts()).toHaveLength(2);
    clearAllDrafts();
    expect(storedDrafts()).toEqual([]);
    expect(readDraft('transfer:a1')).toBeUndefined();
  });

  it('a draft typed in this page’s lifetime is not announced as restored', () => {
    saveDraft('transfer:a1', { reasonText: 'x' });
    expect(takeRestoredDraft('transfer:a1')).toBe(false);
  });
});

describe('after a reload', () => {
  it('finds the account’s drafts in storage and announces each once', async () => {
    saveDraft('transfer:a1', { reasonText: '居民已迁' });
    vi.advanceTimersByTime(DRAFT_SAVE_DELAY_MS);
    vi.resetModules();
    const reloaded = await import('./draft-store');
    expect(reloaded.readDraft('transfer:a1')).toEqual({ reasonText: '居民已迁' });
    expect(reloaded.takeRestoredDraft('transfer:a1')).toBe(true);
    expect(reloaded.takeRestoredDraft('transfer:a1')).toBe(false);
  });
});
