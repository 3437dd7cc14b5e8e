import type { ReactNode } from 'react';
import { LeftOutline } from 'antd-mobile-icons';
import { useRouteMeta } from './use-route-meta';
import { tapBack } from './go-back';
import styles from './page-shell.module.css';

interface Props {
  children: ReactNode;
  /** Defaults to the route's title. */
  title?: string;
  /** Tab and start pages have nowhere to go back to. */
  showBack?: boolean;
  right?: ReactNode;
  /** Classes of the scrolling body, e.g. its background (from the page's CSS module). */
  bodyClassName?: string;
}

/**
 * App-wide page frame: a header with the back button and the page title (the page's one h1), and the
 * page's main landmark. Our own markup, not antd-mobile's NavBar: its left slot is a role="button" with
 * no name even when there is no way back, which screen readers announce as an unnamed button.
 */
export function PageShell({ children, title, showBack = true, right, bodyClassName }: Props) {
  const meta = useRouteMeta();
  return (
    <div className={styles.shell}>
      <header className={styles.navBar}>
        <div className={styles.side}>
          {showBack && (
            <button type="button" className={styles.back} onClick={tapBack} aria-label="返回" data-testid="nav-back">
              <LeftOutline aria-hidden />
            </button>
          )}
        </div>
        <h1 className={styles.title} data-testid="page-title">
          {title ?? meta.title}
        </h1>
        <div className={`${styles.side} ${styles.right}`}>{right}</div>
      </header>
      <main className={bodyClassName ? `${styles.body} ${bodyClassName}` : styles.body}>{children}</main>
    </div>
  );
}
