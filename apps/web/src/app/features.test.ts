import { describe, expect, it } from 'vitest';
import { PATHS, ROUTES } from '../config/routes';
import { FEATURES, pageFor, underConstructionPage } from './features';

const featureRoutes = FEATURES.flatMap((feature) =>
  feature.routes.map((route) => ({ ...route, feature: feature.name })),
);

describe('FEATURES', () => {
  it('lists each feature once', () => {
    const names = FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('wires only spec routes of the catalogue, each by one feature', () => {
    const catalogue = new Set(ROUTES.map((route) => route.path));
    expect(featureRoutes.filter((route) => !catalogue.has(route.path))).toEqual([]);
    const paths = featureRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('has a page for every route named in PATHS', () => {
    const wired = new Set(featureRoutes.map((route) => route.path));
    expect(Object.values(PATHS).filter((path) => !wired.has(path))).toEqual([]);
  });

  it('declares each outbox form once (a form name is the draft name of one page, 待发送 sends it by that name)', () => {
    const forms = FEATURES.flatMap((feature) => feature.outbox ?? []).map((form) => form.form);
    expect(forms).toEqual(
      expect.arrayContaining(['feedback', 'feedback-sync', 'transfer', 'liaison', 'control-feedback']),
    );
    expect(new Set(forms).size).toBe(forms.length);
  });
});

describe('pageFor', () => {
  it("gives a built route its feature's page and a path no feature wires the under-construction page", () => {
    const login = featureRoutes.find((route) => route.path === PATHS.login);
    expect(pageFor(PATHS.login)).toBe(login?.page);
    expect(pageFor('/pages/not-built/index')).toBe(underConstructionPage);
  });
});

describe('the spec catalogue', () => {
  it('has a built page for every route: none shows the under-construction page', () => {
    expect(ROUTES.filter((route) => pageFor(route.path) === underConstructionPage).map((r) => r.path)).toEqual([]);
  });
});
