import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './pull-to-refresh.module.css';

type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

const TEXTS: Record<PullStatus, string> = {
  pulling: '下拉刷新',
  canRelease: '释放立即刷新',
  refreshing: '加载中…',
  complete: '刷新成功',
};
/** The head's height while refreshing, and how far (after damping) a pull must go to refresh. */
const HEAD_HEIGHT = 40;
const THRESHOLD = 60;
/** A finger moves the head half as far as itself, up to twice the threshold. */
const DAMPING = 0.5;
const COMPLETE_SHOWN_MS = 500;

/** The nearest ancestor that scrolls vertically (the guard's tab body, else the document). */
function scrollTopAbove(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight)
      return node.scrollTop;
  }
  return document.scrollingElement?.scrollTop ?? 0;
}

interface Props {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}

/**
 * Pull down at the top of the page to refresh: 下拉刷新, 释放立即刷新 past the threshold, 加载中 while
 * `onRefresh` runs, 刷新成功 briefly. Touch handling of our own (antd-mobile's PullToRefresh brings a
 * gesture and an animation library onto every list's first screen).
 */
export function PullToRefresh({ onRefresh, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);
  const refreshRef = useRef(onRefresh);
  const [pull, setPull] = useState({ status: 'pulling' as PullStatus, height: 0, isDragging: false });

  useLayoutEffect(() => {
    refreshRef.current = onRefresh;
  });

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let startY: number | null = null;
    let height = 0;
    let isBusy = false;
    const settle = (status: PullStatus, to: number) => {
      height = to;
      setPull({ status, height: to, isDragging: false });
    };
    const handleStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      startY = !isBusy && touch && scrollTopAbove(root) <= 0 ? touch.clientY : null;
    };
    const handleMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (startY === null || !touch) return;
      const distance = touch.clientY - startY;
      if (distance <= 0) {
        if (height > 0) settle('pulling', 0);
        return;
      }
      // The page scrolls rather than pulls once it has moved away from the top.
      if (height === 0 && scrollTopAbove(root) > 0) {
        startY = null;
        return;
      }
      if (event.cancelable) event.preventDefault();
      height = Math.min(distance * DAMPING, THRESHOLD * 2);
      setPull({ status: height >= THRESHOLD ? 'canRelease' : 'pulling', height, isDragging: true });
    };
    const handleEnd = () => {
      if (startY === null) return;
      startY = null;
      if (height < THRESHOLD) {
        settle('pulling', 0);
        return;
      }
      isBusy = true;
      settle('refreshing', HEAD_HEIGHT);
      void refreshRef.current().then(
        async () => {
          settle('complete', HEAD_HEIGHT);
          await new Promise((resolve) => setTimeout(resolve, COMPLETE_SHOWN_MS));
          isBusy = false;
          settle('pulling', 0);
        },
        () => {
          // The list shows its own failure; the head just goes away.
          isBusy = false;
          settle('pulling', 0);
        },
      );
    };
    root.addEventListener('touchstart', handleStart, { passive: true });
    // Not passive: a pull at the top must not also scroll or bounce the page.
    root.addEventListener('touchmove', handleMove, { passive: false });
    root.addEventListener('touchend', handleEnd);
    root.addEventListener('touchcancel', handleEnd);
    return () => {
      root.removeEventListener('touchstart', handleStart);
      root.removeEventListener('touchmove', handleMove);
      root.removeEventListener('touchend', handleEnd);
      root.removeEventListener('touchcancel', handleEnd);
    };
  }, []);

  return (
    <div ref={rootRef} data-pull-status={pull.height > 0 ? pull.status : undefined}>
      <div
        className={pull.isDragging ? styles.head : `${styles.head} ${styles.settling}`}
        style={{ height: pull.height }}
        aria-hidden={pull.height === 0}
      >
        <div className={styles.text} role="status">
          {pull.height > 0 ? TEXTS[pull.status] : null}
        </div>
      </div>
      {children}
    </div>
  );
}
