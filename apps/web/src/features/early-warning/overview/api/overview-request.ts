import { WARNING_OVERVIEW_ENDPOINTS } from '@afp/contract';
import { sendAhead } from '../../../../lib/api-client';
import { overviewViewOf, type OverviewView } from '../overview-period.rules';
import type { OverviewQuery } from './overview.queries';

/** The overview's request for a view: its period and the day of its hourly curve. */
export const overviewQueryOf = ({ period, day }: OverviewView): OverviewQuery => ({
  from: period.from,
  to: period.to,
  day,
});

/** The overview as its page first asks for it (the address's period, counted from now), sent ahead of the page. */
export function sendOverviewAhead(params: URLSearchParams): void {
  void sendAhead(WARNING_OVERVIEW_ENDPOINTS.overview, { query: overviewQueryOf(overviewViewOf(params)) });
}
