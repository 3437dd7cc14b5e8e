import { afterEach, describe, expect, it } from 'vitest';
import { nameFormControls, tieFieldProblems } from './name-form-controls';

/** antd-mobile's Form.Item markup, reduced to what matters: a <label> not tied to the control. */
const item = (label: string, controls: string) => `
  <div class="adm-form-item">
    <label class="adm-form-item-label">${label}<span class="adm-form-item-required-asterisk">*</span></label>
    <div class="adm-form-item-child">${controls}</div>
  </div>`;

describe('nameFormControls', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names a form item’s input and text area by the words of its label, without the required mark', () => {
    document.body.innerHTML = item('联系电话', '<input>') + item('原因', '<textarea></textarea>');
    nameFormControls();
    expect(document.querySelector('input')?.getAttribute('aria-label')).toBe('联系电话');
    expect(document.querySelector('textarea')?.getAttribute('aria-label')).toBe('原因');
  });

  it('tells two controls under one label apart by their placeholders', () => {
    document.body.innerHTML = item('取值范围', '<input placeholder="最小值"><input placeholder="最大值">');
    nameFormControls();
    const names = [...document.querySelectorAll('input')].map((input) => input.getAttribute('aria-label'));
    expect(names).toEqual(['取值范围 最小值', '取值范围 最大值']);
  });

  it('leaves a control that has a name of its own, and checkboxes named by their own text', () => {
    document.body.innerHTML =
      item('数量', '<input aria-label="份数">') +
      item('劝阻方式', '<label><input type="checkbox">电话</label>') +
      item('备注', '<input id="note">') +
      '<label for="note">备注说明</label>';
    nameFormControls();
    expect(document.querySelector('input[aria-label="份数"]')).not.toBeNull();
    expect(document.querySelector('input[type="checkbox"]')?.hasAttribute('aria-label')).toBe(false);
    expect(document.querySelector('#note')?.hasAttribute('aria-label')).toBe(false);
  });

  it('ties a field’s problem to its controls while it is shown, and unties them when it goes', () => {
    document.body.innerHTML = item(
      '联系电话',
      '<input><div class="adm-list-item-description"><span data-field-problem>手机号格式不正确</span></div>',
    );
    tieFieldProblems();
    const input = document.querySelector('input')!;
    const problem = document.querySelector('[data-field-problem]')!;
    expect(input.getAttribute('aria-describedby')).toBe(problem.id);
    expect(problem.id).not.toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');

    problem.remove();
    tieFieldProblems();
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
  });
});
