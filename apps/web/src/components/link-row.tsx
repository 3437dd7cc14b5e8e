import type { ReactNode } from 'react';
import { List } from 'antd-mobile';

/** A card of one row that opens another page (历史反馈, 移交日志, 从模板开始 …). */
export function LinkRow({ testId, onClick, children }: { testId?: string; onClick: () => void; children: ReactNode }) {
  return (
    <List mode="card">
      <List.Item clickable data-testid={testId} onClick={onClick}>
        {children}
      </List.Item>
    </List>
  );
}
