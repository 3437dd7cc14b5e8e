import type { ReactNode } from 'react';
import { AppOutline, ExclamationShieldOutline, SoundOutline, UserOutline } from 'antd-mobile-icons';
import { TAB_BAR_COLORS } from '@afp/contract';
import { GUARD_TABS } from '../../../config/routes';
import { switchTab } from '../../../lib/navigation';

/** Tab labels as the guard end shows them (spec §2 tab bar). */
const TAB_LABELS = ['首页', '反诈预警', '全民反诈', '我的'] as const;
const TAB_ICONS: ReactNode[] = [<AppOutline />, <ExclamationShieldOutline />, <SoundOutline />, <UserOutline />];

export const TAB_BAR_HEIGHT = 56;

export function GuardTabBar({ activePath }: { activePath: string }) {
  return (
    <nav
      role="tablist"
      aria-label="卫士端导航"
      data-testid="guard-tab-bar"
      style={{
        display: 'flex',
        height: TAB_BAR_HEIGHT,
        background: TAB_BAR_COLORS.background,
        borderTop: '1px solid #e5e5e5',
        paddingBottom: 'env(safe-area-inset-bottom)',
        flexShrink: 0,
      }}
    >
      {GUARD_TABS.map((tab, index) => {
        const isActive = tab.path === activePath;
        const label = TAB_LABELS[index] ?? tab.title;
        return (
          <button
            key={tab.path}
            type="button"
            role="tab"
            aria-selected={isActive}
            aria-label={label}
            data-testid={`tab-bar-item-${index}`}
            onClick={() => !isActive && switchTab(tab.path)}
            style={{
              flex: 1,
              border: 0,
              background: 'transparent',
              color: isActive ? TAB_BAR_COLORS.selected : TAB_BAR_COLORS.inactive,
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 2,
              fontSize: 11,
            }}
          >
            <span style={{ fontSize: 22, lineHeight: 1 }}>{TAB_ICONS[index]}</span>
            <span>{label}</span>
          </button>
        );
      })}
    </nav>
  );
}
