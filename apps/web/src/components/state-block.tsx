import type { ReactNode } from 'react';
import styles from './state-block.module.css';

/** The pictures: nothing here, no connection, service busy, something went wrong. */
export type Illustration = 'empty' | 'disconnected' | 'busy' | 'default';

/** Line pictures of a few paths each (antd-mobile's ErrorBlock inlines four large ones in every page that shows one). */
const PICTURES: Record<Illustration, ReactNode> = {
  empty: (
    <>
      <path d="M14 40 24 22h32l10 18v18H14z" />
      <path d="M14 40h18l3 6h10l3-6h18" />
    </>
  ),
  disconnected: (
    <>
      <path d="M12 32a40 40 0 0 1 56 0M20 40a28 28 0 0 1 40 0M28 48a16 16 0 0 1 24 0" />
      <circle cx="40" cy="56" r="3" />
      <path className={styles.accent} d="M18 16l44 46" />
    </>
  ),
  busy: (
    <>
      <circle cx="40" cy="38" r="24" />
      <path className={styles.accent} d="M40 24v14l10 8" />
    </>
  ),
  default: (
    <>
      <path d="M40 12 68 62H12z" />
      <path className={styles.accent} d="M40 30v16M40 52v3" />
    </>
  ),
};

interface Props {
  illustration: Illustration;
  title: string;
  description?: ReactNode;
  fullPage?: boolean;
  testId?: string;
  /** The ways on (retry, 返回 …), side by side below the text. */
  children?: ReactNode;
}

/** A state shown in place of content — empty, failed, missing — with a fitting picture and the ways on. */
export function StateBlock({ illustration, title, description, fullPage, testId, children }: Props) {
  return (
    <div
      className={fullPage ? `${styles.block} ${styles.fullPage}` : styles.block}
      data-testid={testId}
      data-illustration={illustration}
    >
      <svg className={styles.picture} viewBox="0 0 80 72" aria-hidden="true" focusable="false">
        {PICTURES[illustration]}
      </svg>
      <div className={styles.title}>{title}</div>
      {description ? <div className={styles.description}>{description}</div> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </div>
  );
}
