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

  it('shows what the form is about between the banner and the fields', () => {
    const { container } = render(
      <FormCard submission={{ phase: 'waitingForNetwork', cancel }} intro={<p>宣讲人：张三</p>}>
        <label>手机号</label>
      </FormCard>,
    );
    expect(container.textContent).toMatch(new RegExp(`${SUBMIT_WAITING_TEXT}.*宣讲人：张三.*手机号`));
    expect(container.querySelector('.adm-form')?.textContent).not.toContain('宣讲人');
  });
});
