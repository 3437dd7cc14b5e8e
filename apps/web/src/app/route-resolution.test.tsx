import { isValidElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../config/routes';
import { loadGuardTabLayout } from '../features/guard';
import type { Resolution, RouteLevels } from '../lib/router';
import { loadSessionValues, useSession } from '../lib/session/session.store';
import { AsyncPage } from './async-page';
import { resolveLocation } from './route-resolution';

const resolveAt = (pathname: string, search = ''): Promise<Resolution<RouteLevels>> =>
  resolveLocation({ pathname, search });
const levelsOf = (resolution: Resolution<RouteLevels>): readonly ReactNode[] =>
  'view' in resolution ? resolution.view : [];
const typeOf = (level: ReactNode) => (isValidElement(level) ? level.type : null);

beforeEach(() => {
  sessionStorage.clear();
  useSession.setState(loadSessionValues());
  // The workplace auth code was already spent: the guard decides on the session alone.
  useSession.getState().setHasAuth(true);
});

describe('route resolution', () => {
  it('shows the not-found screen for a path of no route, whatever the query', async () => {
    const [level] = levelsOf(await resolveAt('/pages/nowhere', '?id=1'));
    expect(isValidElement<{ notFound?: boolean }>(level) && level.props.notFound).toBe(true);
  });

  it('sends the navigation where the route guard says instead of showing the page', async () => {
    expect(await resolveAt(PATHS.guardHome, '?from=link')).toEqual({ redirect: PATHS.blank });
  });

  it('shows a page, keyed by its path, once the guard lets the visitor in', async () => {
    const levels = levelsOf(await resolveAt(PATHS.login));
    expect(levels).toHaveLength(1);
    expect(typeOf(levels[0])).toBe(AsyncPage);
    expect(isValidElement(levels[0]) && levels[0].key).toBe(PATHS.login);
  });

  it('puts a guard tab inside the tab frame', async () => {
    useSession
      .getState()
      .applyLogin('guard', { token: 't', uid: 'g1', phone: '13800000002', roleType: 1, orgLevel: 4 });
    const levels = levelsOf(await resolveAt(PATHS.guardMine));
    expect(levels.map(typeOf)).toEqual([await loadGuardTabLayout(), AsyncPage]);
  });
});

describe('the page the app opens on', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has its first requests sent beside its code; a later visit to it asks for itself', async () => {
    // A fresh router module: the app opens once per module.
    vi.resetModules();
    const { resolveLocation: resolveOpening } = await import('./route-resolution');
    const session = await import('../lib/session/session.store');
    session.useSession.getState().setHasAuth(true);
    session.useSession
      .getState()
      .applyLogin('oa', { token: 't', accountId: 'oa-centre', accountName: 'centre', utype: 2, lowest: false });
    const fetchMock = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetchMock);
    await resolveOpening({ pathname: PATHS.ruleStaIndex, search: '?parentId=d-1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String((fetchMock.mock.calls[0] as unknown[] | undefined)?.[0])).toContain('parentId=d-1');
    await resolveOpening({ pathname: PATHS.ruleStaIndex, search: '?parentId=d-1' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
