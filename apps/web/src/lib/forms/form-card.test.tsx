import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SUBMIT_WAITING_TEXT } from '../outbox';
import { FormCard } from './form-card';

const cancel = () => undefined;

describe('FormCard: the body of a field form', () => {
  it('shows the fields in one card form and no banner while nothing waits', () => {
    const { container } = render(
      <FormCard submission={{ phase: 'idle', cancel }}>
        <label>标题</label>
      </FormCard>,
    );
    expect(container.querySelector('.adm-form')?.textContent).toContain('标题');
    expect(screen.queryByTestId('submit-waiting')).toBeNull();
  });

  it('says above the fields that the submission waits for the network', () => {
    render(
      <FormCard submission={{ phase: 'waitingForNetwork', cancel }}>
        <label>标题</label>
      </FormCard>,
    );
    expect(screen.getByTestId('submit-waiting').textContent).toContain(SUBMIT_WAITING_TEXT);
  });
});
