import type { LoginType } from '@afp/contract';

export const LOGIN_TYPE_LABELS: Record<LoginType, string> = {
  guard: '卫士',
  oa: '工作人员',
  cooperation: '合作单位',
};
const ORDER: LoginType[] = ['guard', 'oa', 'cooperation'];

/** Segmented choice of the three user groups. */
export function LoginTypeTabs({ value, onChange }: { value: LoginType; onChange: (next: LoginType) => void }) {
  return (
    <div
      role="tablist"
      aria-label="登录身份"
      style={{ display: 'flex', background: '#eef1f6', borderRadius: 8, padding: 3, marginBottom: 16 }}
    >
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
            style={{
              flex: 1,
              height: 36,
              border: 0,
              borderRadius: 6,
              fontSize: 15,
              background: isSelected ? '#fff' : 'transparent',
              color: isSelected ? '#1677ff' : '#666',
              fontWeight: isSelected ? 600 : 400,
              boxShadow: isSelected ? '0 1px 3px rgba(0,0,0,.08)' : 'none',
            }}
          >
            {LOGIN_TYPE_LABELS[loginType]}
          </button>
        );
      })}
    </div>
  );
}
