import { describe, expect, it } from 'vitest';
import { ORG_LEVEL, REPORT_LIMITS } from '@afp/contract';
import {
  checkTemplateForm,
  EMPTY_TEMPLATE_FORM,
  optionsOf,
  rowProblemKey,
  targetLevelOptions,
  withNewRow,
  withoutRow,
  withRowPatch,
  type TemplateForm,
} from './report-template.rules';

const weekly: TemplateForm = withRowPatch(
  { ...EMPTY_TEMPLATE_FORM, name: ' 反诈宣传周报 ', kind: 'WEEKLY', dueDays: 2 },
  'f1',
  { label: '宣传场次', min: '0', max: '100', unit: '场' },
);

describe('the template form’s rows', () => {
  it('starts with one number row and adds rows with keys never reused', () => {
    expect(EMPTY_TEMPLATE_FORM.fields.map((row) => [row.key, row.type, row.required])).toEqual([
      ['f1', 'NUMBER', true],
    ]);
    const form = withoutRow(withNewRow(withNewRow(EMPTY_TEMPLATE_FORM)), 'f2');
    expect(withNewRow(form).fields.map((row) => row.key)).toEqual(['f1', 'f3', 'f4']);
  });

  it('adds no row beyond the contract’s limit', () => {
    let form = EMPTY_TEMPLATE_FORM;
    for (let i = 0; i < REPORT_LIMITS.fields + 5; i += 1) form = withNewRow(form);
    expect(form.fields).toHaveLength(REPORT_LIMITS.fields);
  });

  it('reads choices one per line or separated by ，、, without empty ones or repeats', () => {
    expect(optionsOf('已完成\n 未完成 ，部分完成、,已完成\n')).toEqual(['已完成', '未完成', '部分完成']);
  });

  it('offers the centre districts or stations, a district only its stations', () => {
    expect(targetLevelOptions(ORG_LEVEL.centre)).toEqual([
      { value: ORG_LEVEL.district, label: '各分局' },
      { value: ORG_LEVEL.station, label: '各派出所/街道' },
    ]);
    expect(targetLevelOptions(ORG_LEVEL.district)).toEqual([{ value: ORG_LEVEL.station, label: '各派出所/街道' }]);
  });
});

describe('checkTemplateForm', () => {
  it('sends a weekly template with its number field’s bounds and unit, due days and no due date', () => {
    expect(checkTemplateForm({ ...weekly, dueDate: '2026-12-01' })).toEqual({
      body: {
        name: '反诈宣传周报',
        kind: 'WEEKLY',
        description: '',
        fields: [
          { key: 'f1', label: '宣传场次', type: 'NUMBER', required: true, min: 0, max: 100, unit: '场', integer: true },
        ],
        dueDays: 2,
        targetLevel: ORG_LEVEL.station,
      },
      problems: null,
    });
  });

  it('sends a special template with its due date and a choice field’s options', () => {
    const form = withRowPatch({ ...weekly, kind: 'SPECIAL', dueDate: '2026-12-31' }, 'f1', {
      type: 'SELECT',
      options: '是\n否',
      min: '5',
    });
    const { body } = checkTemplateForm(form);
    expect(body).toMatchObject({ kind: 'SPECIAL', dueDate: '2026-12-31' });
    expect(body).not.toHaveProperty('dueDays');
    expect(body?.fields[0]).toEqual({
      key: 'f1',
      label: '宣传场次',
      type: 'SELECT',
      required: true,
      options: ['是', '否'],
    });
  });

  it('names what is missing at its field', () => {
    expect(checkTemplateForm(EMPTY_TEMPLATE_FORM).problems).toEqual({
      name: '请填写报表名称',
      kind: '请选择报表类型',
      [rowProblemKey('f1', 'label')]: '请填写字段名称',
    });
    expect(checkTemplateForm({ ...weekly, kind: 'SPECIAL' }).problems).toEqual({ dueDate: '专项报表须设置截止日期' });
    expect(checkTemplateForm({ ...weekly, fields: [] }).problems).toEqual({ fields: '至少一个字段' });
  });

  it('keeps a row’s problems with the row, in the contract’s words or plain ones', () => {
    const form = withRowPatch(withNewRow(weekly), 'f2', { label: '进度', type: 'SELECT', options: '已完成' });
    expect(checkTemplateForm(form).problems).toEqual({ [rowProblemKey('f2', 'options')]: '选项字段至少两个选项' });
    expect(checkTemplateForm(withRowPatch(weekly, 'f1', { min: '10', max: '5' })).problems).toEqual({
      [rowProblemKey('f1', 'max')]: '最大值不能小于最小值',
    });
    expect(checkTemplateForm(withRowPatch(weekly, 'f1', { min: '1.5' })).problems).toEqual({
      [rowProblemKey('f1', 'min')]: '最小值须为-1000000000至1000000000之间的整数',
    });
    expect(checkTemplateForm({ ...weekly, dueDays: 40 }).problems).toEqual({ dueDays: '上报期限须为0至31天' });
  });
});
