import { useEffect, useState } from 'react';
import { Button } from 'antd-mobile';
import { SMS_RESEND_INTERVAL_MS } from '@afp/contract';

/** Seconds shown while waiting: 59 right after sending, never 0 while still locked. */
export const secondsToShow = (remainingMs: number): number => Math.max(1, Math.ceil(remainingMs / 1000) - 1);

/**
 * Sends the SMS code, then locks for the server's 60 s resend interval, counting down
 * ("59s后重发") to a deadline so timer drift cannot unlock it early.
 */
export function SmsCodeButton({ onSend }: { onSend: () => Promise<boolean> }) {
  const [deadline, setDeadline] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [isSending, setIsSending] = useState(false);
  const remainingMs = deadline - now;
  const isCounting = remainingMs > 0;

  useEffect(() => {
    if (!isCounting) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(250, remainingMs));
    return () => clearTimeout(timer);
  }, [isCounting, remainingMs]);

  const handleClick = async () => {
    setIsSending(true);
    try {
      if (await onSend()) {
        const sentAt = Date.now();
        setNow(sentAt);
        setDeadline(sentAt + SMS_RESEND_INTERVAL_MS);
      }
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Button
      size="small"
      color="primary"
      fill="none"
      data-testid="sms-code-button"
      disabled={isCounting}
      loading={isSending}
      onClick={() => void handleClick()}
    >
      {isCounting ? `${secondsToShow(remainingMs)}s后重发` : '获取验证码'}
    </Button>
  );
}
