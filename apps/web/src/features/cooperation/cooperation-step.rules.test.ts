import { describe, expect, it } from 'vitest';
import { checkStepCreateForm, EMPTY_STEP_CREATE_FORM, extensionOptionsOf } from './cooperation-step.rules';

const task = { id: 't1', version: 4 };

describe('the centre starts a 延期 / 解除', () => {
  it('asks an extension for its duration and reason, a release for its reason', () => {
    expect(checkStepCreateForm(task, 'EXTENSION', EMPTY_STEP_CREATE_FORM).problems).toEqual({
      extensionHours: '请选择延期时长',
      note: '请填写延期原因',
    });
    expect(checkStepCreateForm(task, 'RELEASE', EMPTY_STEP_CREATE_FORM).problems).toEqual({ note: '请填写解除原因' });
  });

  it('offers the durations of the measure and confirms the chosen one', () => {
    expect(extensionOptionsOf('STOP_PAYMENT').map((option) => option.label)).toEqual(['48 小时', '24 小时']);
    expect(extensionOptionsOf('FREEZE').map((option) => option.label)).toEqual(['180 天', '90 天', '30 天']);
    const { body, confirm } = checkStepCreateForm(task, 'EXTENSION', {
      ...EMPTY_STEP_CREATE_FORM,
      extensionHours: 24,
      note: ' 资金仍在核查 ',
      photos: ['k'],
    });
    expect(body).toEqual({
      id: 't1',
      version: 4,
      kind: 'EXTENSION',
      urgency: 'NORMAL',
      note: '资金仍在核查',
      extensionHours: 24,
      photos: ['k'],
    });
    expect(confirm).toContain('延期 24 小时');
  });
});
