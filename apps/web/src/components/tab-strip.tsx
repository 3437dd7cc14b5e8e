import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tab-strip.module.css';

export interface TabStripTab<K extends string> {
  key: K;
  title: ReactNode;
  testId?: string;
}

interface Props<K extends string> {
  /** What the choice is about, for screen readers (预警状态). */
  label: string;
  tabs: readonly TabStripTab<K>[];
  activeKey: K;
  onChange: (next: K) => void;
  /** `line`: one scrolling row, the chosen tab underlined; `capsule`: pills that wrap onto more rows. */
  variant?: 'line' | 'capsule';
  className?: string;
}

/** Brings the chosen tab to the middle of a row wider than the screen, as far as the row scrolls. */
function centreIn(strip: HTMLElement, tab: HTMLElement, smooth: boolean): void {
  if (strip.scrollWidth <= strip.clientWidth) return;
  const left = tab.offsetLeft - strip.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2;
  strip.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * Tabs between lists of one page, without antd-mobile's Tabs and CapsuleTabs (their animation library
 * weighs more than the first screens they sit on): a tablist of buttons, the chosen one scrolled into
 * view, arrow keys, Home and End moving the choice as the ARIA tabs pattern has it.
 */
export function TabStrip<K extends string>({
  label,
  tabs,
  activeKey,
  onChange,
  variant = 'line',
  className,
}: Props<K>) {
  const stripRef = useRef<HTMLDivElement>(null);
  const hasScrolledRef = useRef(false);

  useEffect(() => {
    const strip = stripRef.current;
    const tab = strip?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (strip && tab) centreIn(strip, tab, hasScrolledRef.current);
    hasScrolledRef.current = true;
  }, [activeKey]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.key === activeKey);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.key);
    stripRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <div
      ref={stripRef}
      role="tablist"
      aria-label={label}
      className={[styles.strip, styles[variant], className].filter(Boolean).join(' ')}
      onKeyDown={handleKeyDown}
    >
      {tabs.map((tab) => {
        const isSelected = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            aria-selected={isSelected}
            tabIndex={isSelected ? 0 : -1}
            data-testid={tab.testId}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
          >
            {tab.title}
          </button>
        );
      })}
    </div>
  );
}
