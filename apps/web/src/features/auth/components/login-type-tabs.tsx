import type { LoginType } from '@afp/contract';
import { choosesAtFirstTap } from '../../../app/first-tap';
import styles from './login-type-tabs.module.css';

export const LOGIN_TYPE_LABELS: Record<LoginType, string> = {
  guard: '卫士',
  oa: '工作人员',
  cooperation: '合作单位',
};
export const LOGIN_TYPE_ORDER: LoginType[] = ['guard', 'oa', 'cooperation'];
/** The tablist's name for a tap on index.html's copy before the app arrived (`takeFirstChoice`). */
export const LOGIN_TYPE_CHOICE = 'login-type';

/** Segmented choice of the three user groups. */
export function LoginTypeTabs({ value, onChange }: { value: LoginType; onChange: (next: LoginType) => void }) {
  return (
    <div role="tablist" aria-label="登录身份" className={styles.tabs}>
      {LOGIN_TYPE_ORDER.map((loginType) => {
        const isSelected = loginType === value;
        return (
          <button
            key={loginType}
            type="button"
            role="tab"
            aria-selected={isSelected}
            data-testid={`login-tab-${loginType}`}
            onClick={() => onChange(loginType)}
            {...choosesAtFirstTap(LOGIN_TYPE_CHOICE, loginType)}
            className={styles.tab}
          >
            {LOGIN_TYPE_LABELS[loginType]}
          </button>
        );
      })}
    </div>
  );
}
