import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { WarningDetail, WarningTimelineEntry } from '@afp/contract';
import { formatDateTime } from '../../../lib/date-time';
import { WarningSteps } from './warning-detail-sections';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 1, minute)).toISOString();
const entry = (event: WarningTimelineEntry['event'], minute: number, more: Partial<WarningTimelineEntry> = {}) => ({
  event,
  actorName: null,
  orgName: '湖滨花园社区',
  at: at(minute),
  remark: null,
  ...more,
});

/** Only what the 处置进度 card reads of a detail. */
const detail = {
  steps: [
    { name: '信息预警', done: true, actorName: null, orgName: '省平台', at: at(0) },
    { name: '信息分发', done: true, actorName: null, orgName: '湖滨新村社区', at: at(4) },
    { name: '反馈处置', done: false, actorName: null, orgName: null, at: null },
    { name: '预警回访', done: false, actorName: null, orgName: null, at: null },
  ],
  timeline: [
    entry('pushed', 0, { orgName: '省平台' }),
    entry('dispatched', 0),
    entry('signed', 1, { actorName: '张卫士' }),
    entry('transferRequested', 2, { actorName: '张卫士', remark: '非本辖区' }),
    entry('transferAccepted', 3, { actorName: '李管理员', orgName: '湖滨新村社区' }),
    entry('dispatched', 3, { orgName: '湖滨新村社区' }),
  ],
} as Pick<WarningDetail, 'steps' | 'timeline'> as WarningDetail;

describe('WarningSteps (处置进度)', () => {
  it('lists each step as it happened: signing, the transfer and its acceptance, with who and when', () => {
    render(<WarningSteps detail={detail} />);
    const titles = [...screen.getByTestId('warning-timeline').querySelectorAll('[data-testid^="timeline-"]')].map(
      (title) => title.textContent,
    );
    expect(titles).toEqual(['预警推送', '分发至单位', '签收', '申请移交', '移交已接收', '分发至单位']);
    const signed = screen.getByTestId('timeline-signed').closest('.adm-step') as HTMLElement;
    expect(signed).toHaveTextContent('湖滨花园社区 · 张卫士');
    expect(signed).toHaveTextContent(formatDateTime(at(1)));
    expect(screen.getByTestId('timeline-transferRequested').closest('.adm-step')).toHaveTextContent('非本辖区');
  });
});
