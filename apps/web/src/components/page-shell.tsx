import type { ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
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

/** App-wide page frame: a nav bar with the page title and a scrolling body. */
export function PageShell({ children, title, showBack = true, right, bodyClassName }: Props) {
  const meta = useRouteMeta();
  return (
    <div className={styles.shell}>
      <NavBar back={showBack ? '' : null} backIcon={showBack} onBack={tapBack} right={right} className={styles.navBar}>
        <span data-testid="page-title">{title ?? meta.title}</span>
      </NavBar>
      <main className={bodyClassName ? `${styles.body} ${bodyClassName}` : styles.body}>{children}</main>
    </div>
  );
}
