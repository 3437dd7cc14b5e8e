import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SelectField } from './select-field';

type Level = 'HIGH' | 'LOW';
const OPTIONS = [
  { value: 'HIGH' as Level, label: '高风险' },
  { value: 'LOW' as Level, label: '低风险' },
];

/** A form holding one choice, cleared (null) when the chosen option is tapped again. */
function LevelForm({ problem }: { problem?: string }) {
  const [level, setLevel] = useState<Level | null>(null);
  return (
    <Form>
      <SelectField
        label="风险等级"
        required
        problem={problem}
        testId="level"
        columns={2}
        options={OPTIONS}
        value={level}
        onChange={(chosen) => setLevel(chosen ?? null)}
      />
      <div data-testid="chosen">{level ?? 'none'}</div>
    </Form>
  );
}

const isChosen = (label: string) =>
  screen.getByText(label).closest('.adm-selector-item')?.classList.contains('adm-selector-item-active');

describe('SelectField', () => {
  it('shows its label, its options as chips and its problem under it', () => {
    render(<LevelForm problem="请选择风险等级" />);
    expect(screen.getByText('风险等级')).toBeTruthy();
    expect(screen.getByTestId('level').textContent).toContain('高风险');
    expect(screen.getByText('请选择风险等级')).toBeTruthy();
  });

  it('holds one choice: a tap chooses an option instead of the other, a second tap on it clears it', () => {
    render(<LevelForm />);
    expect(isChosen('高风险')).toBe(false);
    fireEvent.click(screen.getByText('高风险'));
    expect(screen.getByTestId('chosen').textContent).toBe('HIGH');
    expect(isChosen('高风险')).toBe(true);
    fireEvent.click(screen.getByText('低风险'));
    expect(screen.getByTestId('chosen').textContent).toBe('LOW');
    expect(isChosen('高风险')).toBe(false);
    fireEvent.click(screen.getByText('低风险'));
    expect(screen.getByTestId('chosen').textContent).toBe('none');
    expect(isChosen('低风险')).toBe(false);
  });

  it('chooses nothing for an empty text, and a number value 0 is a choice like any other', () => {
    const { rerender } = render(
      <SelectField label="关系" columns={2} options={[{ value: '', label: '空' }]} value="" onChange={() => {}} />,
    );
    expect(isChosen('空')).toBe(false);
    rerender(
      <SelectField label="期限" columns={2} options={[{ value: 0, label: '不限' }]} value={0} onChange={() => {}} />,
    );
    expect(isChosen('不限')).toBe(true);
  });
});
