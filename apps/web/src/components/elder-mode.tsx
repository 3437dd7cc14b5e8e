import { Button } from 'antd-mobile';
import { perUser } from '../app/prerender';
import { useElderMode } from '../lib/elder-mode/elder-mode';
import styles from './elder-mode.module.css';

/** The 长辈版 switch of 我的 (guard) and of the oa and partner homes: a row that says its state in words. */
export function ElderModeSwitch() {
  const { isOn, choose } = useElderMode();
  return (
    // Per account and phone: a prerendered copy keeps its place undrawn.
    <div className={styles.card} {...perUser}>
      <button
        type="button"
        role="switch"
        aria-checked={isOn}
        className={styles.row}
        data-testid="elder-mode-switch"
        onClick={() => choose(!isOn)}
      >
        <span>长辈版（大字）</span>
        <span className={styles.state} data-on={isOn}>
          {isOn ? '已开启' : '已关闭'}
        </span>
      </button>
    </div>
  );
}

/**
 * Offered once on a public page (a resident's first visit): 长辈版 or not, remembered on the device.
 * A phone set to large text already shows it; the offer then says so and asks whether to keep it.
 */
export function ElderModeOffer() {
  const { isOn, hasChosen, choose } = useElderMode();
  if (hasChosen) return null;
  return (
    <section className={styles.offer} aria-label="长辈版" data-testid="elder-mode-offer">
      <p className={styles.offerText}>
        {isOn ? '已按手机的大字设置显示长辈版：字更大，按钮更大。' : '字太小？可以切换到长辈版：字更大，按钮更大。'}
      </p>
      <div className={styles.offerActions}>
        <Button color="primary" onClick={() => choose(true)} data-testid="elder-mode-accept">
          {isOn ? '保持长辈版' : '切换长辈版'}
        </Button>
        <Button onClick={() => choose(false)} data-testid="elder-mode-decline">
          {isOn ? '切换标准版' : '不用了'}
        </Button>
      </div>
    </section>
  );
}
