import { TRANSFER_REASONS, type TransferReason } from '@afp/contract';

/** '非本辖区', or '其他：<text>' — the dictionary label with its explanation. */
export function describeReason(reason: string, reasonText: string | null): string {
  const label = TRANSFER_REASONS[reason as TransferReason] ?? reason;
  return reasonText ? `${label}：${reasonText}` : label;
}
