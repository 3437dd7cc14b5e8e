import { describe, expect, it } from 'vitest';
import { checkLiaisonFeedback } from './liaison-feedback.rules';

describe('checkLiaisonFeedback', () => {
  it('requires a contact result and content', () => {
    expect(checkLiaisonFeedback('as-1', { contactResult: null, content: '  ' }).problems).toEqual({
      contactResult: '请选择联系结果',
      content: '请填写反馈内容',
    });
  });

  it('builds the body with trimmed content', () => {
    expect(checkLiaisonFeedback('as-1', { contactResult: 'REACHED', content: ' 已电话提醒 ' }).body).toEqual({
      assignmentId: 'as-1',
      contactResult: 'REACHED',
      content: '已电话提醒',
    });
  });
});
