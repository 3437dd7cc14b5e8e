import { lazy, Suspense, useLayoutEffect, type ComponentType } from 'react';
import type { ChunkErrorType } from '../components/chunk-error';
import { dropPrerender } from './prerender';
import plain from './error-screens.module.css';

/** The screens for what went wrong; their code is not on the first screen. */
const importers = {
  route: () => import('./route-error'),
  chunk: () => import('../components/chunk-error'),
  render: () => import('./render-error'),
};

/** Fetches the error screens while the app is idle, so one needed after the connection is lost is at hand. */
export const prefetchErrorScreens = (): Promise<unknown> =>
  Promise.all(Object.values(importers).map((load) => load().catch(() => undefined)));

/** Shown when a screen's own code cannot be fetched either: the title and one way on, without the picture. */
function PlainError({ title, action, onAction }: { title: string; action: string; onAction: () => void }) {
  return (
    <div role="alert" className={plain.screen}>
      <p className={plain.title}>{title}</p>
      <button type="button" className={plain.action} onClick={onAction}>
        {action}
      </button>
    </div>
  );
}

const reload = () => window.location.reload();

/** A screen loaded when first shown; nothing shows for the moment its code takes to arrive. */
function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  Fallback: ComponentType<P>,
): ComponentType<P> {
  const Screen = lazy(() =>
    load().then(
      (Component) => ({ default: Component }),
      () => ({ default: Fallback }),
    ),
  );
  return function LazyScreen(props: P) {
    // An error screen replaces whatever was showing, the prerendered login page too.
    useLayoutEffect(dropPrerender, []);
    return (
      <Suspense fallback={null}>
        <Screen {...props} />
      </Suspense>
    );
  };
}

export const RouteError = lazyScreen<{ notFound?: boolean }>(
  () => importers.route().then((module) => module.RouteError),
  ({ notFound }) => <PlainError title={notFound ? '页面不存在' : '页面出错了'} action="重新加载" onAction={reload} />,
);

export const ChunkError = lazyScreen<{ type: ChunkErrorType; onRetry: () => void }>(
  () => importers.chunk().then((module) => module.ChunkError),
  ({ onRetry }) => <PlainError title="页面加载失败" action="重试" onAction={onRetry} />,
);

export const RenderError = lazyScreen<{ error: Error }>(
  () => importers.render().then((module) => module.RenderError),
  () => <PlainError title="页面出错了" action="重新加载" onAction={reload} />,
);
