import { Button, Card, Space } from 'antd-mobile';
import type { CircleDetail } from '@afp/contract';
import { fieldRow } from '../../../components/field-row';
import styles from '../../../components/page-sections.module.css';

/** The owner's number opened in the phone's dialer or messages (`tel:` / `sms:`). */
const CONTACTS = [
  { scheme: 'tel', text: '拨打电话', testId: 'circle-owner-call', color: 'primary', fill: 'solid' },
  { scheme: 'sms', text: '发送短信', testId: 'circle-owner-sms', color: 'default', fill: 'outline' },
] as const;

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
          {CONTACTS.map((contact) => (
            <Button
              key={contact.scheme}
              size="small"
              color={contact.color}
              fill={contact.fill}
              data-testid={contact.testId}
              onClick={() => void window.open(`${contact.scheme}:${circle.ownerContactPhone}`, '_self')}
            >
              {contact.text}
            </Button>
          ))}
        </Space>
      ) : null}
    </Card>
  );
}
