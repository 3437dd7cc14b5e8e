import { render, screen } from '@testing-library/react';
import { List } from 'antd-mobile';
import { describe, expect, it } from 'vitest';
import { ShortList } from './short-list';

const renderRow = (name: string) => <List.Item key={name}>{name}</List.Item>;

describe('ShortList: a whole list or its empty state', () => {
  it('shows every row in one list', () => {
    render(
      <ShortList rows={['湖滨派出所', '北山派出所']} empty="未找到单位" testId="orgs">
        {renderRow}
      </ShortList>,
    );
    expect(screen.getByTestId('orgs').textContent).toContain('湖滨派出所');
    expect(screen.getByTestId('orgs').textContent).toContain('北山派出所');
    expect(screen.queryByText('未找到单位')).toBeNull();
  });

  it('says what is missing instead of an empty list', () => {
    render(
      <ShortList rows={[]} empty="未找到单位" emptyTestId="orgs-empty" testId="orgs">
        {renderRow}
      </ShortList>,
    );
    expect(screen.getByText('未找到单位')).toBeTruthy();
    expect(screen.getByTestId('orgs-empty')).toBeTruthy();
    expect(screen.queryByTestId('orgs')).toBeNull();
  });
});
