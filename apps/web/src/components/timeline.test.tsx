import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Timeline, timelineByLine } from './timeline';

describe('Timeline', () => {
  it('names who did each thing, where and when in China time, oldest first', () => {
    render(
      <Timeline
        testId="t"
        entries={[
          { action: '催报', remark: null, actorName: '刘专员', actorOrgName: '市反诈中心', at: '2026-11-29T02:00:00Z' },
          {
            action: 'submit',
            remark: '逾期上报',
            actorName: '孙填报',
            actorOrgName: '湖滨街道',
            at: '2026-11-29T03:30:00Z',
          },
        ]}
        labelOf={(action) => (action === 'submit' ? '提交上报' : action)}
      />,
    );
    const lines = screen.getAllByTestId('t-entry').map((line) => line.textContent);
    expect(lines).toEqual(['催报', '提交上报：逾期上报']);
    expect(screen.getByText('刘专员 · 市反诈中心 · 2026-11-29 10:00')).toBeTruthy();
  });

  it('leaves out what the log does not know, and draws nothing for no entries', () => {
    expect(timelineByLine({ action: 'x', remark: null, actorName: null, at: '2026-11-29T02:00:00Z' })).toBe(
      '2026-11-29 10:00',
    );
    const { container } = render(<Timeline entries={[]} />);
    expect(container.textContent).toBe('');
  });
});
