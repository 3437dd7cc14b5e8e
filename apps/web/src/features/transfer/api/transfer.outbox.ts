import { outboxForm } from '../../../lib/outbox/outbox';
import type { TransferCreateBody } from '../transfer.rules';

/** The transfer form's draft name (also the 待发送 page's). */
export const TRANSFER_FORM = 'transfer';

/**
 * The transfer form for 待发送. The entry declares every feature's forms, so the send's code (the
 * call, the refresh and what they import, zod among it) loads with the first send, not the app.
 */
export const TRANSFER_OUTBOX = [
  outboxForm(TRANSFER_FORM, '移交预警', (body: TransferCreateBody, idempotencyKey) =>
    import('./transfer.mutations').then(({ sendTransfer }) => sendTransfer(body, idempotencyKey)),
  ),
];
