import { REPORT_ENDPOINTS as R, SUCCESS_CODE, type Envelope, type ReportTemplate } from '@afp/contract';
import { sendAhead } from '../../../lib/api-client';

/** The period a template's summary opens on: the latest one already due (the one worth summarising), else the current one. */
export const defaultPeriodOf = (template: ReportTemplate, now: number): string =>
  (template.periods.find((period) => Date.parse(period.dueAt) < now) ?? template.currentPeriod).key;

/**
 * A template's summary as its page first asks for it, sent ahead of the page: the template, then —
 * once it has answered — the summary of the address's period or of the one it opens on.
 */
export function sendSummaryAhead(params: URLSearchParams): void {
  const templateId = params.get('templateId');
  if (!templateId) return;
  // Read from a copy, before the page's own call takes the answer and reads it.
  void sendAhead(R.template, { query: { id: templateId } })
    .then((response) => response.clone().json() as Promise<Envelope<ReportTemplate>>)
    .then((envelope) => {
      if (envelope.code !== SUCCESS_CODE) return;
      const periodKey = params.get('periodKey') ?? defaultPeriodOf(envelope.data, Date.now());
      void sendAhead(R.summary, { query: { templateId, periodKey } });
    })
    .catch(() => undefined);
}
