import { describe, expect, it } from 'vitest';
import {
  checkPreachComplete,
  checkPreachRequest,
  EMPTY_PREACH_COMPLETE,
  EMPTY_PREACH_REQUEST,
} from './preaching.rules';

const filled = {
  ...EMPTY_PREACH_REQUEST,
  applicantUnit: '湖滨实验学校',
  contactName: '张老师',
  contactPhone: '13912345678',
  address: '湖滨路1号',
  startsAt: '2026-06-01T01:00:00.000Z',
  expectedAudience: '200',
  audienceType: 'STUDENT' as const,
  topics: ['CAMPUS' as const],
};

describe('a session request', () => {
  it('is sent when every required field is filled', () => {
    const checked = checkPreachRequest(filled);
    expect(checked.body).toMatchObject({ expectedAudience: 200, topics: ['CAMPUS'] });
  });

  it('names the problem of each missing or wrong field', () => {
    const { problems } = checkPreachRequest({ ...EMPTY_PREACH_REQUEST, contactPhone: '123' });
    expect(problems).toMatchObject({
      applicantUnit: '请填写申请单位',
      contactPhone: '请输入正确的手机号码',
      startsAt: '请选择宣讲时间',
      expectedAudience: '请填写预计人数（1-100000）',
      audienceType: '请选择受众类型',
      topics: '请选择宣讲主题',
    });
  });
});

describe('a completion', () => {
  it('needs the overview, the audience and a photo', () => {
    const { problems } = checkPreachComplete({ id: 'a', version: 1 }, EMPTY_PREACH_COMPLETE);
    expect(problems).toEqual({
      overview: '请填写宣讲概况',
      audienceCount: '请填写实到人数（1-100000）',
      photos: '请至少上传一张现场照片',
    });
  });

  it('is sent with them', () => {
    const form = {
      overview: '概况',
      audienceCount: '45',
      photos: ['uploads/2026/01/00000000-0000-0000-0000-000000000000.png'],
    };
    expect(checkPreachComplete({ id: 'a', version: 1 }, form).body).toMatchObject({ audienceCount: 45 });
  });
});
