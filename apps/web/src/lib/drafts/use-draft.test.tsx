import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showConfirm, showToast } from '../feedback';
import { readDraft, saveDraft } from './draft-store';
import { DiscardDraftButton } from './discard-draft-button';
import { DRAFT_RESTORED_TEXT, draftKeyOf, useDraft, useRestoredDraftNotice } from './use-draft';
import { withSignedInGuard } from '../../test/signed-in-guard';

vi.mock('../feedback', () => ({ showToast: vi.fn(), showConfirm: vi.fn() }));

const EMPTY = { reasonText: '', force: false };
const KEY = draftKeyOf('transfer', 'a1');

function TransferDraftForm() {
  const draft = useDraft(KEY, EMPTY);
  useRestoredDraftNotice(KEY);
  return (
    <>
      <textarea
        aria-label="移交说明"
        value={draft.value.reasonText}
        onChange={(event) => draft.patch({ reasonText: event.target.value })}
      />
      <span data-testid="has-draft">{String(draft.hasDraft)}</span>
      <DiscardDraftButton draftKey={KEY} />
    </>
  );
}

withSignedInGuard();
beforeEach(() => vi.mocked(showToast).mockClear());

describe('useDraft', () => {
  it('saves as the user types and is shared by every page editing the same draft', () => {
    render(<TransferDraftForm />);
    fireEvent.change(screen.getByLabelText('移交说明'), { target: { value: '居民已迁' } });
    expect(readDraft(KEY)).toEqual({ reasonText: '居民已迁', force: false });
    // A chooser page writes its pick into the same draft; the form shows it.
    act(() => saveDraft(KEY, { ...readDraft<typeof EMPTY>(KEY), force: true }));
    expect(screen.getByLabelText('移交说明')).toHaveValue('居民已迁');
    expect(readDraft(KEY)).toMatchObject({ force: true });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('says 已恢复草稿 when the form opens with a draft kept from before a reload', async () => {
    saveDraft(KEY, { reasonText: '居民已迁', force: false });
    window.dispatchEvent(new Event('pagehide'));
    vi.resetModules();
    const { useDraft: reloadedUseDraft, useRestoredDraftNotice: reloadedNotice } = await import('./use-draft');
    function ReloadedForm() {
      const draft = reloadedUseDraft(KEY, EMPTY);
      reloadedNotice(KEY);
      return <span data-testid="reason">{draft.value.reasonText}</span>;
    }
    const { showToast: reloadedToast } = await import('../feedback');
    const { unmount } = render(<ReloadedForm />);
    expect(screen.getByTestId('reason')).toHaveTextContent('居民已迁');
    expect(reloadedToast).toHaveBeenCalledWith(DRAFT_RESTORED_TEXT);
    unmount();
    render(<ReloadedForm />);
    expect(reloadedToast).toHaveBeenCalledTimes(1);
  });

  it('清除草稿 asks first, then the form starts empty', async () => {
    saveDraft(KEY, { reasonText: '居民已迁', force: false });
    render(<TransferDraftForm />);
    vi.mocked(showConfirm).mockResolvedValueOnce(false);
    fireEvent.click(screen.getByText('清除草稿'));
    await waitFor(() => expect(showConfirm).toHaveBeenCalledTimes(1));
    expect(screen.getByLabelText('移交说明')).toHaveValue('居民已迁');
    vi.mocked(showConfirm).mockResolvedValueOnce(true);
    fireEvent.click(screen.getByText('清除草稿'));
    await waitFor(() => expect(screen.getByLabelText('移交说明')).toHaveValue(''));
    expect(screen.getByTestId('has-draft')).toHaveTextContent('false');
    expect(readDraft(KEY)).toBeUndefined();
  });
});
