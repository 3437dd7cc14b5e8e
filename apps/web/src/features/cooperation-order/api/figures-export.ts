import { COOPERATION_ORDER_ENDPOINTS } from '@afp/contract';
import { downloadFile } from '../../../lib/download';

/** Downloads the figures' workbook (with the session token, saved from a blob). */
export const downloadFiguresWorkbook = (range: { from: string; to: string }): Promise<void> =>
  downloadFile(COOPERATION_ORDER_ENDPOINTS.figuresExport, { query: range }, `响应时效_${range.from}_${range.to}.xlsx`);
