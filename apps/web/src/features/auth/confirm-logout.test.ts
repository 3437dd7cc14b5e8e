import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, saveDraft } from '../../lib/drafts';
import { showConfirm } from '../../lib/feedback';
import { registerNavigator } from '../../lib/navigation';
import { loadSessionValues, useSession } from '../../lib/session/session.store';
import { confirmLogout } from './confirm-logout';

vi.mock('../../lib/feedback', () => ({ showConfirm: vi.fn(), showToast: vi.fn(), showAlert: vi.fn() }));

const storedDrafts = () => Object.keys(localStorage).filter((key) => key.startsWith('afp.draft:'));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  useSession.setState(loadSessionValues());
  registerNavigator({ push: vi.fn(), replace: vi.fn(), back: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ code: 200, success: true, message: 'ok', data: null }))),
  );
  useSession.getState().applyLogin('guard', { token: 't', uid: 'g1', phone: '13800000001', roleType: 1, orgLevel: 4 });
  saveDraft('feedback:a1', { remark: '已劝阻' });
  window.dispatchEvent(new Event('pagehide'));
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

  it('keeps them when the user does not confirm', async () => {
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    await confirmLogout();
    expect(readDraft('feedback:a1')).toEqual({ remark: '已劝阻' });
  });
});
