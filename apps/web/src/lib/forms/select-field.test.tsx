import { fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd-mobile';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField, SelectItem } from './select-field';

type Level = 'HIGH' | 'LOW';
const OPTIONS = [
  { value: 'HIGH' as Level, label: '高风险' },
  { value: 'LOW' as Level, label: '低风险' },
];
const LEVELS: Record<Level, string> = { HIGH: '高风险', LOW: '低风险' };

/** A form holding one choice, cleared (null) when the chosen option is tapped again. */
function LevelForm({ problem }: { problem?: string }) {
  const [level, setLevel] = useState<Level | null>(null);
  return (
    <Form>
      <SelectItem
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

describe('SelectItem: a single-choice field given its value', () => {
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
      <SelectItem label="关系" columns={2} options={[{ value: '', label: '空' }]} value="" onChange={() => {}} />,
    );
    expect(isChosen('空')).toBe(false);
    rerender(
      <SelectItem label="期限" columns={2} options={[{ value: 0, label: '不限' }]} value={0} onChange={() => {}} />,
    );
    expect(isChosen('不限')).toBe(true);
  });

  it('takes a contract label table as its options, in the table’s order', () => {
    render(<SelectItem label="风险等级" testId="level" columns={2} options={LEVELS} value="LOW" onChange={() => {}} />);
    expect(screen.getByTestId('level').textContent).toBe('高风险低风险');
    expect(isChosen('低风险')).toBe(true);
  });
});

type Visit = { level: Level | null; tone: Level; note: string };

/** A form's hook as the field sees it: the form, its patch (recorded), its problems. */
function VisitForm({
  start,
  problems = {},
  patched,
}: {
  start: Visit;
  problems?: Partial<Record<keyof Visit, string>>;
  patched: (fields: Partial<Visit>) => void;
}) {
  const [form, setForm] = useState(start);
  const fields = {
    form,
    problems,
    patch: (change: Partial<Visit>) => {
      patched(change);
      setForm({ ...form, ...change });
    },
  };
  return (
    <Form>
      <SelectField of={fields} name="level" label="风险等级" testId="level" columns={2} options={LEVELS} />
      <SelectField of={fields} name="tone" label="语气" testId="tone" columns={2} options={OPTIONS} cleared="LOW" />
      <output data-testid="form">{JSON.stringify(form)}</output>
    </Form>
  );
}
const formShown = () => JSON.parse(screen.getByTestId('form').textContent ?? '') as Visit;
const chip = (testId: string, label: string) =>
  [...screen.getByTestId(testId).querySelectorAll('.adm-selector-item')].find((item) => item.textContent === label)!;

describe('SelectField: a single-choice field of a form, bound by its name', () => {
  it('shows its field’s value and its own problem only', () => {
    render(
      <VisitForm
        start={{ level: 'HIGH', tone: 'LOW', note: '' }}
        problems={{ tone: '请选择语气' }}
        patched={vi.fn()}
      />,
    );
    expect(chip('level', '高风险').classList.contains('adm-selector-item-active')).toBe(true);
    expect(chip('tone', '低风险').classList.contains('adm-selector-item-active')).toBe(true);
    expect(screen.getAllByText('请选择语气')).toHaveLength(1);
    expect(screen.getByText('请选择语气').closest('.adm-list-item')?.textContent).toContain('语气');
  });

  it('patches only its own field; tapped again, a field that may be empty becomes null', () => {
    const patched = vi.fn();
    render(<VisitForm start={{ level: null, tone: 'HIGH', note: '备注' }} patched={patched} />);
    fireEvent.click(chip('level', '低风险'));
    expect(patched).toHaveBeenLastCalledWith({ level: 'LOW' });
    fireEvent.click(chip('level', '低风险'));
    expect(patched).toHaveBeenLastCalledWith({ level: null });
    expect(formShown()).toEqual({ level: null, tone: 'HIGH', note: '备注' });
  });

  it('tapped again, takes what it says it is cleared to; a tap that changes nothing writes nothing', () => {
    const patched = vi.fn();
    render(<VisitForm start={{ level: null, tone: 'HIGH', note: '' }} patched={patched} />);
    fireEvent.click(chip('tone', '高风险'));
    expect(patched).toHaveBeenLastCalledWith({ tone: 'LOW' });
    expect(formShown().tone).toBe('LOW');
    patched.mockClear();
    fireEvent.click(chip('tone', '低风险'));
    expect(patched).not.toHaveBeenCalled();
    expect(formShown().tone).toBe('LOW');
  });
});
