import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';

/** The action in a page's nav bar (新建报表, 新增, 导出Excel …): a small primary button. */
export function HeaderButton({
  testId,
  loading,
  disabled,
  onClick,
  children,
}: {
  testId: string;
  loading?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button size="mini" color="primary" loading={loading} disabled={disabled} data-testid={testId} onClick={onClick}>
      {children}
    </Button>
  );
}
