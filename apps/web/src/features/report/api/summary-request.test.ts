import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ReportTemplate } from '@afp/contract';
import { summaryQuery, templateQuery } from './report.queries';
import { defaultPeriodOf, sendSummaryAhead } from './summary-request';

const period = (key: string, dueAt: string) => ({ key, dueAt });
const template = {
  id: 'rt-weekly',
  currentPeriod: period('2026-W50', '2026-12-14T01:00:00Z'),
  periods: [period('2026-W50', '2026-12-14T01:00:00Z'), period('2026-W49', '2026-12-07T01:00:00Z')],
} as unknown as ReportTemplate;
const answer = (data: unknown) => new Response(JSON.stringify({ code: 200, success: true, message: '', data }));

afterEach(() => vi.unstubAllGlobals());

describe("a template's summary sent ahead", () => {
  it('asks for the template, then the summary of the period the page opens on; the page takes both answers', async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(answer(url.includes('summary') ? {} : template)));
    vi.stubGlobal('fetch', fetchMock);
    sendSummaryAhead(new URLSearchParams('templateId=rt-weekly'));
    const client = new QueryClient();
    const fetched = await client.fetchQuery(templateQuery('rt-weekly'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    await client.fetchQuery(summaryQuery('rt-weekly', defaultPeriodOf(fetched, Date.now())));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("opens on the address's period when it names one", async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(answer(url.includes('summary') ? {} : template)));
    vi.stubGlobal('fetch', fetchMock);
    sendSummaryAhead(new URLSearchParams('templateId=rt-weekly&periodKey=2026-W48'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain('templateId=rt-weekly&periodKey=2026-W48');
  });
});

it('opens a summary on the latest period already due, else the current one', () => {
  expect(defaultPeriodOf(template, Date.parse('2026-12-10T00:00:00Z'))).toBe('2026-W49');
  expect(defaultPeriodOf(template, Date.parse('2026-12-01T00:00:00Z'))).toBe('2026-W50');
});
