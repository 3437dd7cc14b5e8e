import { describe, expect, it } from 'vitest';
import { PUBLICITY_VIDEO_URL_MESSAGE, type PublicityRecord } from '@afp/contract';
import {
  checkActivity,
  checkContent,
  checkRecord,
  contentFormOf,
  EMPTY_ACTIVITY_FORM,
  EMPTY_CONTENT_FORM,
  EMPTY_RECORD_FORM,
  recordFormOf,
  stateColor,
  type ContentForm,
} from './publicity.rules';

const NOW = new Date('2026-11-20T08:00:00.000Z');
const PHOTO = 'uploads/2026/11/0b8e5c2a-3f1d-4a5e-9c1b-2d3e4f5a6b7c.png';
const FILLED = {
  ...EMPTY_RECORD_FORM,
  type: 'STALL' as const,
  manualAddress: '社区广场',
  audience: '80',
  photos: [PHOTO],
};

describe('checkRecord', () => {
  it('names every missing field of an empty form', () => {
    const { problems } = checkRecord(EMPTY_RECORD_FORM, NOW);
    expect(Object.keys(problems ?? {}).sort()).toEqual(['audience', 'location', 'photos', 'type']);
  });

  it('sends the typed address, now for an empty time and 0 for empty counts', () => {
    const { body } = checkRecord(FILLED, NOW);
    expect(body).toMatchObject({
      type: 'STALL',
      location: { address: '社区广场' },
      occurredAt: NOW.toISOString(),
      audience: 80,
      flyers: 0,
      appInstalls: 0,
      photos: [PHOTO],
    });
  });

  it('prefers the located place and refuses counts that are not whole numbers within bounds', () => {
    const located = { address: '定位地址', latitude: 30.1, longitude: 120.2 };
    expect(checkRecord({ ...FILLED, location: located }, NOW).body?.location).toEqual(located);
    expect(checkRecord({ ...FILLED, flyers: '1.5' }, NOW).problems).toEqual({
      flyers: '发放资料数须为0至100000的整数',
    });
    expect(checkRecord({ ...FILLED, audience: '0' }, NOW).problems).toHaveProperty('audience');
    expect(checkRecord({ ...FILLED, appInstalls: '100001' }, NOW).problems).toHaveProperty('appInstalls');
  });
});

describe('checkActivity', () => {
  it('carries the task id and version, and names the missing place', () => {
    const task = { id: 'case-1', version: 3 };
    expect(
      checkActivity(task, { ...EMPTY_ACTIVITY_FORM, manualAddress: '5幢', audience: '20', photos: [PHOTO] }, NOW)
        .problems,
    ).toEqual({
      place: '请选择活动地点类型',
    });
    const { body } = checkActivity(
      task,
      { ...EMPTY_ACTIVITY_FORM, place: 'BUILDING', manualAddress: '5幢', audience: '20', photos: [PHOTO] },
      NOW,
    );
    expect(body).toMatchObject({ caseId: 'case-1', version: 3, place: 'BUILDING', audience: 20 });
  });
});

describe('recordFormOf', () => {
  it('turns a refused record back into its form, typed address when it was not located', () => {
    const record = {
      type: 'HOME_VISIT',
      address: '某小区',
      latitude: null,
      longitude: null,
      occurredAt: NOW.toISOString(),
      audience: 12,
      flyers: 3,
      appInstalls: 1,
      photos: [PHOTO],
      remark: null,
    } as unknown as PublicityRecord;
    expect(recordFormOf(record)).toMatchObject({ location: null, manualAddress: '某小区', audience: '12', remark: '' });
    expect(checkRecord(recordFormOf(record), NOW).body).toMatchObject({ type: 'HOME_VISIT', audience: 12 });
  });
});

it('colours states: verified green, refused red, submitted blue, waiting orange', () => {
  expect(['VERIFIED', 'REFUSED', 'SUBMITTED', 'PENDING'].map(stateColor)).toEqual([
    'success',
    'danger',
    'primary',
    'warning',
  ]);
});

describe('publishing a library item', () => {
  const filled: ContentForm = {
    ...EMPTY_CONTENT_FORM,
    kind: 'DOCUMENT',
    category: 'ELDERLY',
    title: ' 老年人防骗手册 ',
    summary: '守住养老钱。',
    fraudTypeCodes: ['PRIZE'],
    files: [{ key: 'uploads/2026/11/a.pdf', name: '手册.pdf', size: 1024 }],
  };

  it('sends the file as its key, trimmed texts and no empty video address', () => {
    const { body } = checkContent(filled);
    expect(body).toMatchObject({ title: '老年人防骗手册', attachments: ['uploads/2026/11/a.pdf'] });
    expect(body?.videoUrl).toBeUndefined();
  });

  it('edits at the version seen', () => {
    expect(checkContent(filled, { id: 'pc-001', version: 3 }).body).toMatchObject({ id: 'pc-001', version: 3 });
  });

  it('names each field a problem is about: kind, category, title, too many tags or files, a bad video address', () => {
    const { problems } = checkContent({
      ...EMPTY_CONTENT_FORM,
      fraudTypeCodes: ['A', 'B', 'C', 'D', 'E', 'F'],
      files: [filled.files[0]!, { key: 'k2', name: 'b.pdf', size: 1 }],
      videoUrl: '不是地址',
    });
    expect(Object.keys(problems ?? {}).sort()).toEqual(
      ['category', 'fraudTypeCodes', 'files', 'kind', 'summary', 'title', 'videoUrl'].sort(),
    );
  });

  it('takes a video address over https only, saying so', () => {
    for (const videoUrl of ['javascript:alert(1)', 'http://video.example.cn/1.mp4']) {
      expect(checkContent({ ...filled, kind: 'VIDEO', videoUrl }).problems?.videoUrl, videoUrl).toBe(
        PUBLICITY_VIDEO_URL_MESSAGE,
      );
    }
    // Typed for a video, then the kind changed: the hidden address is not sent and blocks nothing.
    const { body, problems } = checkContent({ ...filled, videoUrl: 'javascript:alert(1)' });
    expect(problems).toBeNull();
    expect(body?.videoUrl).toBeUndefined();
  });

  it('shows an item being edited as it was published', () => {
    const form = contentFormOf({
      id: 'pc-001',
      kind: 'VIDEO',
      category: 'YOUTH',
      title: '虚假中奖信息识别',
      summary: '领奖先交税费是诈骗。',
      fraudTypes: [{ code: 'PRIZE', name: '虚假中奖' }],
      coverKey: null,
      publishedAt: '2026-11-01T00:00:00.000Z',
      publisherName: '江澜市反诈中心',
      body: '',
      file: null,
      videoUrl: 'https://video.example.cn/1.mp4',
      state: 'PUBLISHED',
      version: 2,
      mayManage: true,
    });
    expect(form).toMatchObject({
      kind: 'VIDEO',
      fraudTypeCodes: ['PRIZE'],
      files: [],
      videoUrl: 'https://video.example.cn/1.mp4',
    });
  });
});
