import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from 'antd-mobile';
import { describe, expect, it, vi } from 'vitest';
import { ListCard } from './list-card';

describe('ListCard: one record of a list', () => {
  it('shows its tags around the title, its state beside it and its rows', () => {
    render(
      <ListCard
        testId="card"
        state="READ"
        attributes={{ 'data-urgency': 'EXTRA_URGENT' }}
        title="关于开展反诈宣传的通知"
        before={<b>特急</b>}
        after={<i>逾期</i>}
        extra="已读"
      >
        来文单位 市局
      </ListCard>,
    );
    const card = screen.getByTestId('card');
    expect(card.dataset.state).toBe('READ');
    expect(card.dataset.urgency).toBe('EXTRA_URGENT');
    expect(card.textContent).toMatch(/特急.*关于开展反诈宣传的通知.*逾期/);
    expect(card.textContent).toContain('已读');
    expect(card.textContent).toContain('来文单位 市局');
  });

  it('opens from the body and the header, but not from its actions', () => {
    const onOpen = vi.fn();
    const onAct = vi.fn();
    render(
      <ListCard testId="card" title="张三" onOpen={onOpen} actions={<Button onClick={onAct}>走访</Button>}>
        所属社区 湖滨
      </ListCard>,
    );
    fireEvent.click(screen.getByText('所属社区 湖滨'));
    fireEvent.click(screen.getByText('张三'));
    expect(onOpen).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByText('走访'));
    expect(onAct).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it('opens only from the header when the body holds its own taps', () => {
    const onOpen = vi.fn();
    render(
      <ListCard testId="card" title="已发公文" onOpen={onOpen} opensBy="header">
        签收列表
      </ListCard>,
    );
    fireEvent.click(screen.getByText('签收列表'));
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('已发公文'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});
