import { CONTACT_CHANNELS, type ContactChannel } from '@afp/contract';
import { useLogContactAttempt } from '../api/early-warning.mutations';
import { prefillChannel } from '../hooks/prefill-channel';
import styles from './victim-contact.module.css';

const CONTACT_LINKS: Record<ContactChannel, { scheme: string; label: string; testId: string }> = {
  phone: { scheme: 'tel', label: '拨打电话', testId: 'contact-call' },
  sms: { scheme: 'sms', label: '发送短信', testId: 'contact-sms' },
};

/**
 * 拨打电话 / 发送短信 for the holder's guard. Real links, so the phone's dialler opens whatever
 * becomes of the log call; each tap is logged and names the feedback's 劝阻方式.
 */
export function VictimContact({ assignmentId, phone }: { assignmentId: string; phone: string }) {
  const logContactAttempt = useLogContactAttempt();
  const handleTap = (channel: ContactChannel) => {
    logContactAttempt({ assignmentId, channel });
    prefillChannel(assignmentId, channel);
  };
  return (
    <div className={styles.contact}>
      {CONTACT_CHANNELS.map((channel) => {
        const { scheme, label, testId } = CONTACT_LINKS[channel];
        return (
          <a
            key={channel}
            href={`${scheme}:${phone}`}
            className={styles.link}
            data-testid={testId}
            onClick={() => handleTap(channel)}
          >
            {label}
          </a>
        );
      })}
    </div>
  );
}
