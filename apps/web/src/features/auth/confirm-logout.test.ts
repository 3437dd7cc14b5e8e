import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, saveDraft } from '../../lib/drafts';
import { writePendingSend } from '../../lib/drafts/draft-store';
import { showConfirm } from '../../lib/feedback';
import { registerNavigator } from '../../lib/navigation';
import { queryClient } from '../../lib/query-client';
import { loadSessionValues, useSession } from '../../lib/session/session.store';
import { confirmLogout, logoutQuestion } from './confirm-logout';

vi.mock('../../lib/feedback', () => ({ showConfirm: vi.fn(), showToast: vi.fn(), showAlert: vi.fn() }));

const VICTIM = { name: '赵残留', phone: '13912345678', idNumber: '330102194803071236' };
const GUARD = { name: '李卫士', phone: '13800000001' };
const storedDrafts = () => Object.keys(localStorage).filter((key) => key.startsWith('afp.draft:'));
/** Everything this tab could show a later visitor: both storages and the query cache, as text. */
const residue = () =>
  JSON.stringify({
    session: { ...sessionStorage },
    local: { ...localStorage },
    cache: queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.data),
  });

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  queryClient.clear();
  useSession.setState(loadSessionValues());
  registerNavigator({ push: vi.fn(), replace: vi.fn(), back: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 200, success: true, message: 'ok', data: null }))),
  );
  useSession.getState().applyLogin('guard', { token: 't', uid: 'g1', phone: GUARD.phone, roleType: 1, orgLevel: 4 });
  useSession.getState().setGuardProfile({ name: GUARD.name, area: '湖滨花园社区', street: '湖滨街道' });
  saveDraft('feedback:a1', { remark: `已联系${VICTIM.name}，${VICTIM.phone}，${VICTIM.idNumber}` });
  window.dispatchEvent(new Event('pagehide'));
  queryClient.setQueryData(['early-warning', 'detail', 'a1'], { victimName: VICTIM.name, victimPhone: VICTIM.phone });
  sessionStorage.setItem('chosenLocation', JSON.stringify({ latitude: 30.2, longitude: 120.1 }));
});
afterEach(() => vi.unstubAllGlobals());

describe('confirmLogout', () => {
  it('takes every draft off the device with the session', async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(true);
    expect(storedDrafts()).toHaveLength(1);
    await confirmLogout();
    expect(storedDrafts()).toEqual([]);
    expect(readDraft('feedback:a1')).toBeUndefined();
  });

  it('leaves no name, phone or ID number in sessionStorage, localStorage or the query cache', async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(true);
    // The check can see each of them before the logout.
    for (const value of [GUARD.name, GUARD.phone, VICTIM.name, VICTIM.phone, VICTIM.idNumber])
      expect(residue()).toContain(value);
    await confirmLogout();
    for (const value of [GUARD.name, GUARD.phone, VICTIM.name, VICTIM.phone, VICTIM.idNumber])
      expect(residue()).not.toContain(value);
    expect(Object.keys(sessionStorage)).toEqual([]);
  });

  it('keeps them when the user does not confirm', async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    await confirmLogout();
    expect(readDraft('feedback:a1')).toMatchObject({ remark: expect.stringContaining(VICTIM.name) });
    expect(useSession.getState().hasLogin).toBe(true);
  });

  it('asks naming the unsent records and drafts that would be lost', async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    saveDraft('transfer:a2', { reasonText: '已迁出' });
    writePendingSend('transfer:a2', { key: 'k1', body: '{}', queuedAt: '2026-11-29T01:00:00.000Z' });
    await confirmLogout();
    expect(showConfirm).toHaveBeenCalledWith('有1条未发送的记录和1份草稿，退出后将丢失。确定退出登录吗？');
  });
});

describe('the logout question', () => {
  it.each([
    [{ drafts: 0, unsent: 0 }, '确定退出登录吗？'],
    [{ drafts: 2, unsent: 0 }, '有2份草稿，退出后将丢失。确定退出登录吗？'],
    [{ drafts: 3, unsent: 3 }, '有3条未发送的记录，退出后将丢失。确定退出登录吗？'],
    [{ drafts: 3, unsent: 1 }, '有1条未发送的记录和2份草稿，退出后将丢失。确定退出登录吗？'],
  ])('%o → %s', (summary, question) => {
    expect(logoutQuestion(summary)).toBe(question);
  });
});
