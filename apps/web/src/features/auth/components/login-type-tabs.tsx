import type { LoginType } from '@afp/contract';
import styles from './login-type-tabs.module.css';

export const LOGIN_TYPE_LABELS: Record<LoginType, string> = {
  guard: '卫士',
  oa: '工作人员',
  cooperation: '合作单位',
};
const ORDER: LoginType[] = ['guard', 'oa', 'cooperation'];

/** Segmented choice of the three user groups. */
export function LoginTypeTabs({ value, onChange }: { value: LoginType; onChange: (next: LoginType) => void }) {
  return (
    <div role="tablist" aria-label="登录身份" className={styles.tabs}>
      {ORDER.map((loginType) => {
        const isSelected = loginType === value;
        return (
          <button
            key={loginType}
            type="button"
            role="tab"
            aria-selected={isSelected}
            data-testid={`login-tab-${loginType}`}
            onClick={() => onChange(loginType)}
            className={styles.tab}
          >
            {LOGIN_TYPE_LABELS[loginType]}
          </button>
        );
      })}
    </div>
  );
}
