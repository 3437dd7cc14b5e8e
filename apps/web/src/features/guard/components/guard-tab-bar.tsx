import type { ReactNode } from 'react';
import { Badge } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { AppOutline, ExclamationShieldOutline, SoundOutline, UserOutline } from 'antd-mobile-icons';
import { switchesAtFirstTap } from '../../../app/first-tap';
import { GUARD_TABS } from '../../../config/routes';
import { switchTab } from '../../../lib/navigation';
import { useOutboxCount } from '../../../lib/outbox';
import { waitingCountQuery } from '../../early-warning';
import styles from './guard-tab-bar.module.css';

/** Tab labels as the guard end shows them (spec §2 tab bar). */
const TAB_LABELS = ['首页', '反诈预警', '全民反诈', '我的'] as const;
const TAB_ICONS: ReactNode[] = [<AppOutline />, <ExclamationShieldOutline />, <SoundOutline />, <UserOutline />];
/** The 反诈预警 tab carries the number of warnings waiting for this user. */
const WARNING_TAB_INDEX = 1;
/** 我的 carries the number of this user's forms waiting to be sent (待发送, issue 25). */
const MINE_TAB_INDEX = 3;
const BADGE_MAX = 99;
const badgeOf = (count: number | undefined) => (count ? (count > BADGE_MAX ? `${BADGE_MAX}+` : count) : null);

/** The spec's tab bar; its colours (TAB_BAR_COLORS of the contract) come from the theme. */
export function GuardTabBar({ activePath }: { activePath: string }) {
  const { data: waiting } = useQuery(waitingCountQuery());
  const unsent = useOutboxCount();
  return (
    <nav role="tablist" aria-label="卫士端导航" data-testid="guard-tab-bar" className={styles.bar}>
      {GUARD_TABS.map((tab, index) => {
        const isActive = tab.path === activePath;
        const label = TAB_LABELS[index] ?? tab.title;
        const isWarningTab = index === WARNING_TAB_INDEX;
        const badge = isWarningTab ? waiting : index === MINE_TAB_INDEX ? unsent : undefined;
        const badgeLabel = isWarningTab ? '条待处理' : '条待发送';
        return (
          <button
            key={tab.path}
            type="button"
            role="tab"
            aria-selected={isActive}
            data-testid={`tab-bar-item-${index}`}
            onClick={() => !isActive && switchTab(tab.path)}
            {...(isActive ? {} : switchesAtFirstTap(tab.path))}
            className={styles.tab}
          >
            <span className={styles.icon}>
              {badge === undefined ? (
                TAB_ICONS[index]
              ) : (
                <Badge content={badgeOf(badge)} data-testid={isWarningTab ? 'warning-tab-badge' : 'mine-tab-badge'}>
                  {TAB_ICONS[index]}
                </Badge>
              )}
            </span>
            <span>
              {label}
              {/* Named by what it shows (the badge, the label), the count's meaning said after the label. */}
              {badge ? <span className="afp-visually-hidden">{`，${badge} ${badgeLabel}`}</span> : null}
            </span>
          </button>
        );
      })}
    </nav>
  );
}
