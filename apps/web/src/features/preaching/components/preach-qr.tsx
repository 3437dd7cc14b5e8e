import { QRCodeSVG } from 'qrcode.react';
import { publicLinkOf } from '../../../lib/navigation';
import styles from './preaching.module.css';

/** A public page's link as a QR code (drawn by qrcode.react), with the link under it. */
export function PreachQr({ path, code, caption }: { path: string; code: string; caption: string }) {
  const link = publicLinkOf(window.location.origin, window.location.pathname, path, code);
  return (
    <div className={styles.qr} data-testid="preach-qr" data-link={link}>
      <QRCodeSVG value={link} size={220} level="M" marginSize={2} title={caption} />
      <div>{caption}</div>
      <div className={styles.link}>{link}</div>
    </div>
  );
}
