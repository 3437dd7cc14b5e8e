import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Button } from 'antd-mobile';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('pictures an empty box with its title', () => {
    render(<EmptyState title="暂无记录" testId="records-empty" />);
    expect(screen.getByTestId('records-empty')).toHaveAttribute('data-illustration', 'empty');
    expect(screen.getByTestId('records-empty')).toHaveTextContent('暂无记录');
  });

  it('offers the caller’s way on below the picture', () => {
    render(
      <EmptyState title="暂无可选账号" testId="accounts-empty">
        <Button>去登录</Button>
      </EmptyState>,
    );
    expect(screen.getByRole('button', { name: '去登录' })).toBeInTheDocument();
  });
});
