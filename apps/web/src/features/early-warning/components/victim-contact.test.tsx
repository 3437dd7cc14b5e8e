import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { WarningDetail } from '@afp/contract';
import { clearAllDrafts } from '../../../lib/drafts';
import { useSession } from '../../../lib/session/session.store';
import { draftKeyOf, getDraft, patchDraft } from '../hooks/feedback-draft.store';
import { WarningFacts } from './warning-detail-sections';

const PHONE = '13912345678';
/** Only what the victim card reads of a detail. */
const detailOf = (more: Partial<WarningDetail>) =>
  ({
    assignmentId: 'a1',
    kind: 'phone',
    isWhole: true,
    canContact: true,
    victimName: '张三',
    victimPhone: PHONE,
    victimIdNumber: '330106199001012347',
    victimBankCard: null,
    victimAddress: null,
    suspectPhone: null,
    suspectAccount: null,
    callCount: null,
    callDurationSeconds: null,
    linkedCaseNo: null,
    duplicateOfId: null,
    ...more,
  }) as WarningDetail;

const renderFacts = (detail: WarningDetail) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <WarningFacts detail={detail} />
    </QueryClientProvider>,
  );

const answered = (data: object) =>
  new Response(JSON.stringify({ code: 200, success: true, message: '', data }), {
    headers: { 'content-type': 'application/json' },
  });
/** jsdom cannot open a dialler: keep the tap on the page once the app has handled it. */
const stayOnPage = (event: Event) => event.preventDefault();

beforeEach(() => {
  document.addEventListener('click', stayOnPage);
  // Drafts belong to an account: the detail is used signed in.
  useSession.setState({ hasLogin: true, loginType: 'guard', uid: 'u1' });
});
afterEach(() => {
  document.removeEventListener('click', stayOnPage);
  clearAllDrafts();
  vi.restoreAllMocks();
});

describe('one-tap contact on the victim card', () => {
  it('links 拨打电话 and 发送短信 to the whole number for the holder', () => {
    renderFacts(detailOf({}));
    expect(screen.getByTestId('contact-call')).toHaveAttribute('href', `tel:${PHONE}`);
    expect(screen.getByTestId('contact-call')).toHaveTextContent('拨打电话');
    expect(screen.getByTestId('contact-sms')).toHaveAttribute('href', `sms:${PHONE}`);
    expect(screen.getByTestId('contact-sms')).toHaveTextContent('发送短信');
  });

  it('offers no links on masked data or when the caller may not contact', () => {
    renderFacts(detailOf({ isWhole: false, canContact: false, victimPhone: '139****5678' }));
    expect(screen.getByTestId('victim-section')).toHaveTextContent('139****5678');
    expect(document.querySelectorAll('a[href^="tel:"], a[href^="sms:"]')).toHaveLength(0);
  });

  it('logs the tap and pre-selects 劝阻方式 电话 on the feedback draft', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(answered({ assignmentId: 'a1', channel: 'phone', at: new Date().toISOString() }));
    renderFacts(detailOf({}));

    fireEvent.click(screen.getByTestId('contact-call'));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit & { body: string }];
    expect(url).toContain('/early-warning/v2/contact-attempt');
    expect(JSON.parse(init.body)).toEqual({ assignmentId: 'a1', channel: 'phone' });
    expect(getDraft(draftKeyOf('a1')).channels).toEqual(['phone']);
  });

  it('keeps a 劝阻方式 the guard chose, and lets the dialler open when the log call fails', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    patchDraft(draftKeyOf('a1'), { channels: ['visit'] });
    renderFacts(detailOf({}));

    // Seen above the app's root, after its handler: the link still leads to the dialler.
    const defaultsSeen: boolean[] = [];
    const watch = (event: Event) => defaultsSeen.push(event.defaultPrevented);
    document.body.addEventListener('click', watch);
    fireEvent.click(screen.getByTestId('contact-sms'));
    document.body.removeEventListener('click', watch);

    expect(defaultsSeen).toEqual([false]);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
    expect(getDraft(draftKeyOf('a1')).channels).toEqual(['visit']);
  });
});
