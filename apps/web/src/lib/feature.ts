import type { ComponentType } from 'react';
import type { SpecPath } from '../config/routes';
import type { OutboxForm } from './outbox/outbox';

/** A page module: its default export is the page. */
export type PageModule = { default: ComponentType };
/** Loads a page's chunk: always a dynamic `import()`, so each page stays its own chunk. */
export type PageImporter = () => Promise<PageModule>;

/** One page of a feature: a spec route of config/routes.ts and the page that renders it. */
export interface FeatureRoute {
  path: SpecPath;
  page: PageImporter;
  /**
   * Sends the GETs the page asks for first (`sendAhead`), from its address, when the app opens on
   * it: they then leave alongside the page's code instead of after it (the chart pages, whose first
   * requests depend on state index.html's script does not know). Code the entry carries: keep it small.
   */
  sendFirstRequests?: (params: URLSearchParams) => void;
}

/**
 * What a feature shows the app (its `index.ts` exports one): its pages, and the forms the 待发送
 * page may send for it. The router lists every feature once (app/features.ts); wiring a page is
 * one line in its own feature's `routes`.
 */
export interface Feature {
  name: string;
  routes: readonly FeatureRoute[];
  /** Forms whose waiting submissions 待发送's 重试 sends without their page (issue 25). */
  outbox?: readonly OutboxForm[];
}
