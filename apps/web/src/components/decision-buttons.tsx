import { Button } from 'antd-mobile';

/**
 * The two answers on a card waiting for a decision: 退回 (asks a reason) and the positive one
 * (通过, 接收 …); both off while either is being sent.
 */
export function DecisionButtons({
  acceptText,
  returnText = '退回',
  returnTestId,
  acceptTestId,
  isBusy,
  onReturn,
  onAccept,
}: {
  acceptText: string;
  /** The negative answer's word where it is not 退回 (移交审核's 不通过). */
  returnText?: string;
  returnTestId: string;
  acceptTestId: string;
  isBusy: boolean;
  onReturn: () => void;
  onAccept: () => void;
}) {
  return (
    <>
      <Button
        size="small"
        color="danger"
        fill="outline"
        data-testid={returnTestId}
        disabled={isBusy}
        onClick={onReturn}
      >
        {returnText}
      </Button>
      <Button size="small" color="primary" data-testid={acceptTestId} disabled={isBusy} onClick={onAccept}>
        {acceptText}
      </Button>
    </>
  );
}
