import type { CSSProperties, ReactNode } from 'react';
import { NavBar } from 'antd-mobile';
import { useRouteMeta } from './use-route-meta';
import { goBack } from './go-back';

interface Props {
  children: ReactNode;
  /** Defaults to the route's title. */
  title?: string;
  /** Tab and start pages have nowhere to go back to. */
  showBack?: boolean;
  right?: ReactNode;
  bodyStyle?: CSSProperties;
}

/** App-wide page frame: a nav bar with the page title and a scrolling body. */
export function PageShell({ children, title, showBack = true, right, bodyStyle }: Props) {
  const meta = useRouteMeta();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      <NavBar
        back={showBack ? '' : null}
        backIcon={showBack}
        onBack={goBack}
        right={right}
        style={{ background: '#fff', borderBottom: '1px solid #eee' }}
      >
        <span data-testid="page-title">{title ?? meta.title}</span>
      </NavBar>
      <main style={{ flex: 1, ...bodyStyle }}>{children}</main>
    </div>
  );
}
