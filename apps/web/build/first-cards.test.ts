import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { FIRST_ROUTE_SCRIPT, type CooperationTask, type WarningRecord } from '@afp/contract';
import type { FirstCards } from '../src/app/first-cards';
import { PATHS } from '../src/config/routes';
import { firstCards as guardDataCards } from '../src/features/guard/guard-data.first-screen';
import { firstCards as cooperationCards } from '../src/features/cooperation/cooperation-index.first-screen';
import { combinations, firstCardsSlot, withFirstCards } from './first-cards';
import { inert, withoutIconDrawings } from './prerender';

const LOADING = '<div role="status">加载中</div>';

const warning = (overrides: Partial<WarningRecord>): WarningRecord => ({
  ...guardDataCards.sample,
  assignmentId: 'a1',
  warningId: 'w1',
  warningNo: 'YJ1',
  victimName: '张*',
  victimPhone: '138****0001',
  fraudTypeCode: 'F01',
  fraudTypeName: '刷单返利',
  pushedAt: '2026-12-07T16:30:00.000Z',
  signDeadline: '2026-12-07T17:30:00.000Z',
  ...overrides,
});

const task = (overrides: Partial<CooperationTask>): CooperationTask => ({
  ...cooperationCards.sample,
  id: 't1',
  type: 'FREEZE',
  title: '冻结涉案账户 6222****1234',
  state: 'RECEIVED',
  issuerOrgName: '市反诈中心',
  issuedAt: '2026-12-07T01:02:00.000Z',
  deadlineAt: '2026-12-08T09:00:00.000Z',
  ...overrides,
});

const envelope = (records: unknown[], code = 200) =>
  new Response(
    JSON.stringify({ code, success: code === 200, message: '', data: { records, nextCursor: null, total: 1 } }),
    { status: code },
  );

/** The copy of a list screen with its cards' slot, as build/prerender.ts writes it into index.html. */
function showCopy<R>(route: string, cards: FirstCards<R>, loginType: string) {
  const screen = withFirstCards(`<main>${LOADING}</main>`, LOADING, firstCardsSlot(cards, LOADING));
  document.body.innerHTML = `<div class="afp-prerender" data-prerender-route="${route}">${screen}</div>`;
  sessionStorage.setItem('token', 't1');
  sessionStorage.setItem('loginType', loginType);
  history.replaceState(null, '', `/#${route}`);
}

function runScript(answer: Response | Promise<never>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (answer instanceof Response ? Promise.resolve(answer) : answer)),
  );
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's inline script, run as the browser runs it
  new Function(FIRST_ROUTE_SCRIPT)();
}

const slot = () => document.querySelector<HTMLElement>('[data-first-cards]');
const drawn = () =>
  [...(slot()?.children ?? [])].filter((element) => element.tagName === 'DIV' && !element.matches('[role="status"]'));
const isLoading = () => slot()?.querySelector('[role="status"]') !== null;

/** The app's own card for a record, as the copy draws it: without what runs on the clock or tests read. */
function appCard<R>(cards: FirstCards<R>, record: R): string {
  const box = document.createElement('div');
  box.innerHTML = `<div>${renderToString(cards.card(record))}</div>`;
  box.querySelectorAll('[data-testid$="countdown"]').forEach((element) => element.remove());
  box.querySelectorAll('[data-state]').forEach((element) => element.removeAttribute('data-state'));
  box.innerHTML = withoutIconDrawings(inert(box.innerHTML));
  return box.innerHTML;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.innerHTML = '';
  delete (globalThis as Record<string, unknown>).__afpFirstRequests;
  history.replaceState(null, '', '/');
});

describe("the first cards index.html's script draws from a list's early answer", () => {
  /** Draws one answer into a fresh copy and holds each card equal to the app's own for its record. */
  async function drawsAsTheApp<R>(route: string, cards: FirstCards<R>, loginType: string, records: R[]) {
    showCopy(route, cards, loginType);
    runScript(envelope(records));
    await vi.waitFor(() => expect(isLoading()).toBe(false));
    expect(drawn().map((card) => card.outerHTML)).toEqual(records.map((record) => appCard(cards, record)));
  }

  it("are the 反诈预警 tab's own warning cards, in every variant", async () => {
    const sources = ['city', 'hotline96110', 'ministry'] as const;
    for (const [index, combination] of combinations(guardDataCards.variants).entries()) {
      const record = warning({
        assignmentId: `a${index}`,
        source: sources[index % sources.length],
        fraudTypeName: index % 2 ? null : '刷单返利',
        pushedAt: index % 3 === 1 ? '2026-01-31T16:01:00.000Z' : '2026-12-07T16:30:00.000Z',
        ...combination,
      });
      await drawsAsTheApp(PATHS.guardData, guardDataCards, 'guard', [record]);
    }
    expect(slot()?.textContent).toContain('2026-02-01 00:01');
    expect(slot()?.textContent).toContain('未研判');
  });

  it("are the partner's own to-do cards, in every variant", async () => {
    const states = ['ISSUED', 'RECEIVED', 'HANDLING', 'RETURNED'] as const;
    for (const [index, combination] of combinations(cooperationCards.variants).entries())
      await drawsAsTheApp(PATHS.cooperationHome, cooperationCards, 'cooperation', [
        task({ id: `t${index}`, state: states[index % states.length], ...combination }),
      ]);
    expect(slot()?.textContent).toContain('冻结涉案账户 6222****1234');
  });

  it('waits for the copy to be parsed when the answer comes first', async () => {
    showCopy(PATHS.guardData, guardDataCards, 'guard');
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    runScript(envelope([warning({})]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isLoading()).toBe(true);
    readyState.mockReturnValue('interactive');
    document.dispatchEvent(new Event('readystatechange'));
    expect(drawn()).toHaveLength(1);
  });

  it('draws a field as text, never as markup', async () => {
    showCopy(PATHS.guardData, guardDataCards, 'guard');
    runScript(envelope([warning({ victimName: '<img src=x onerror="window.hacked=1">' })]));
    await vi.waitFor(() => expect(isLoading()).toBe(false));
    expect(slot()?.querySelector('img')).toBeNull();
    expect(slot()?.textContent).toContain('<img src=x onerror="window.hacked=1">');
  });

  it('draws no more than the first few, and stops at a record no template fits, keeping the order', async () => {
    showCopy(PATHS.guardData, guardDataCards, 'guard');
    runScript(envelope(Array.from({ length: 9 }, (_, index) => warning({ assignmentId: `a${index}` }))));
    await vi.waitFor(() => expect(isLoading()).toBe(false));
    expect(drawn()).toHaveLength(5);

    showCopy(PATHS.cooperationHome, cooperationCards, 'cooperation');
    const waitingOnAnExtension = {
      pendingStep: 'EXTENSION',
      pendingStepDeadlineAt: '2026-12-09T02:00:00.000Z',
    } as const;
    for (const unlike of [waitingOnAnExtension, { fedBackAt: '2026-12-07T02:00:00.000Z' }, { isLate: true }]) {
      showCopy(PATHS.cooperationHome, cooperationCards, 'cooperation');
      runScript(envelope([task({}), task({ id: 't2', ...unlike }), task({ id: 't3' })]));
      await vi.waitFor(() => expect(isLoading()).toBe(false));
      expect(drawn()).toHaveLength(1);
    }
  });

  it('draws nothing from a refused or failed answer', async () => {
    for (const answer of [
      () => envelope([warning({})], 401),
      () => envelope([warning({})], 402),
      () => Promise.reject(new TypeError('offline')),
    ]) {
      showCopy(PATHS.guardData, guardDataCards, 'guard');
      runScript(answer());
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(isLoading()).toBe(true);
      expect(drawn()).toEqual([]);
    }
  });

  it('draws nothing once the copy is no longer the screen shown', async () => {
    showCopy(PATHS.guardData, guardDataCards, 'guard');
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- index.html's inline script, run as the browser runs it
    new Function(FIRST_ROUTE_SCRIPT)();
    document.documentElement.dataset.route = PATHS.guardHome;
    answer(envelope([warning({})]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(isLoading()).toBe(true);
  });
});
