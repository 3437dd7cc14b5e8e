import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DecisionButtons } from './decision-buttons';

const props = { acceptText: '接收', returnTestId: 'reject', acceptTestId: 'accept' };

describe('DecisionButtons: 退回 or the positive answer', () => {
  it('answers each way once tapped', () => {
    const onReturn = vi.fn();
    const onAccept = vi.fn();
    render(<DecisionButtons {...props} isBusy={false} onReturn={onReturn} onAccept={onAccept} />);
    fireEvent.click(screen.getByText('退回'));
    fireEvent.click(screen.getByText('接收'));
    expect(onReturn).toHaveBeenCalledTimes(1);
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('offers neither while an answer is being sent', () => {
    render(<DecisionButtons {...props} isBusy onReturn={() => undefined} onAccept={() => undefined} />);
    expect(screen.getByTestId('reject')).toBeDisabled();
    expect(screen.getByTestId('accept')).toBeDisabled();
  });
});
