import { Button, Card } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { PATHS } from '../../../config/routes';
import { showToast } from '../../../lib/feedback';
import { navigateTo, publicLinkOf } from '../../../lib/navigation';
import { myCodeQuery } from '../api/promotion.queries';
import styles from './promotion.page.module.css';

/** The QR code's size on screen, in CSS pixels. */
const QR_SIZE = 220;

/** 二维码: my promotion QR code — residents scan it to register, credited to me. */
export default function PromotionQrcodePage() {
  const code = useQuery(myCodeQuery());
  const state = queryState(code);
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const mine = state.data;
  const link = publicLinkOf(window.location.origin, window.location.pathname, PATHS.promotionRegister, mine.code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast('链接已复制');
    } catch {
      showToast('复制失败，请长按二维码保存');
    }
  };
  return (
    <PageShell bodyClassName={styles.body}>
      <Card className={styles.qrCard}>
        <div className={styles.qr} data-testid="promotion-qr" data-link={link}>
          <QRCodeSVG value={link} size={QR_SIZE} level="M" marginSize={2} title="推广二维码" />
        </div>
        <div className={styles.qrName}>{mine.guardName}</div>
        <div className={styles.qrOrg}>{mine.orgName}</div>
        <div className={styles.note}>请居民使用手机扫码登记，登记成功即计入您的推广用户。</div>
      </Card>
      <div className={styles.actions}>
        <Button block color="primary" fill="outline" onClick={() => void copy()}>
          复制登记链接
        </Button>
        <Button
          block
          fill="none"
          data-testid="promotion-open-spread"
          onClick={() => {
            navigateTo(PATHS.spreadUser);
          }}
        >
          查看我的推广用户
        </Button>
      </div>
    </PageShell>
  );
}
