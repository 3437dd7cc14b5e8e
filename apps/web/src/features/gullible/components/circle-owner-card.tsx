import { Button, Card, Space } from 'antd-mobile';
import type { CircleDetail } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import styles from '../pages/gullible.page.module.css';

/** 圈主: the protected person; call / SMS for the holders who see the number whole. */
export function CircleOwnerCard({ circle }: { circle: CircleDetail }) {
  return (
    <Card
      className={styles.card}
      title={<span data-testid="circle-owner-name">圈主 {circle.ownerName}</span>}
      data-testid="circle-owner"
    >
      {fieldRow('手机号', <span data-testid="circle-owner-phone">{circle.ownerContactPhone}</span>)}
      {fieldRow('人群分类', circle.group)}
      {fieldRow('风险等级', circle.riskLevel)}
      {fieldRow('所属社区', circle.orgName)}
      {fieldRow('成员', `已加入 ${circle.active} 人 · 待接受 ${circle.invited} 人`)}
      {circle.canCall ? (
        <Space className={styles.links}>
          <Button
            size="small"
            color="primary"
            data-testid="circle-owner-call"
            onClick={() => void window.open(`tel:${circle.ownerContactPhone}`, '_self')}
          >
            拨打电话
          </Button>
          <Button
            size="small"
            fill="outline"
            data-testid="circle-owner-sms"
            onClick={() => void window.open(`sms:${circle.ownerContactPhone}`, '_self')}
          >
            发送短信
          </Button>
        </Space>
      ) : null}
    </Card>
  );
}
