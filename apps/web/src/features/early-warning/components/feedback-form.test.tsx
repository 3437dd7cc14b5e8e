import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useFeedbackDraft } from '../hooks/feedback-draft.store';
import { FeedbackForm } from './feedback-form';

const renderForm = (onSubmit = vi.fn(() => Promise.resolve())) => {
  render(<FeedbackForm draftKey="a1" assignmentId="a1" members={[]} isSubmitting={false} onSubmit={onSubmit} />);
  return onSubmit;
};

const fieldOf = (label: string) => screen.getByText(label).closest('.adm-list-item') as HTMLElement;

afterEach(() => {
  useFeedbackDraft.setState({ drafts: {} });
});

describe('FeedbackForm', () => {
  it('shows 已被骗时须填写被骗时间 under fraud time and does not call the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const onSubmit = renderForm();

    fireEvent.click(screen.getByText('及时劝阻'));
    fireEvent.click(screen.getByText('已被骗'));
    fireEvent.click(screen.getByTestId('handle-submit'));

    await waitFor(() => expect(fieldOf('被骗时间')).toHaveTextContent('已被骗时须填写被骗时间'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetchSpy).not.toHaveBeenCalled();
    // The choice survives in the draft store for the chooser pages and a return visit.
    expect(useFeedbackDraft.getState().drafts.a1?.defrauded).toBe('YES');
  });

  it('shows the money rule under an amount', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByText('及时劝阻'));
    fireEvent.change(fieldOf('被骗金额').querySelector('input')!, { target: { value: '12.345' } });
    fireEvent.click(screen.getByTestId('handle-submit'));
    await waitFor(() => expect(fieldOf('被骗金额')).toHaveTextContent('金额须为非负数且最多两位小数'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits a valid phone feedback', async () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByText('及时劝阻'));
    fireEvent.click(screen.getByTestId('handle-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({
        channels: ['phone'],
        connected: true,
        defrauded: 'NO',
        dissuasion: 'DISSUADED',
        isFinal: true,
      }),
    ]);
  });
});
