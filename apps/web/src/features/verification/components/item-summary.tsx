import { Button, Card, Tag } from 'antd-mobile';
import { VERIFIABLE_KINDS, VERIFICATION_STAGES, VERIFICATION_STATES, type VerificationDetail } from '@afp/contract';
import { Timeline } from '../../../components/timeline';
import { fieldRow } from '../../../components/field-row';
import { formatDateTime } from '../../../lib/date-time';
import { openPage } from '../../../lib/navigation';
import { STATE_COLOR } from '../verification.rules';
import styles from './verification.module.css';

/** The item as both stages see it: the subject's lines and link, who did what, and the history. */
export function ItemSummary({ item, withHistory = true }: { item: VerificationDetail; withHistory?: boolean }) {
  return (
    <div data-testid="verification-detail" data-state={item.state}>
      <Card
        className={styles.card}
        title={<span className={styles.title}>{item.title}</span>}
        extra={
          <Tag color={STATE_COLOR[item.state]} data-testid="verification-state">
            {VERIFICATION_STATES[item.state]}
          </Tag>
        }
      >
        {fieldRow('类型', VERIFIABLE_KINDS[item.kind])}
        {item.lines.map((line) => (
          <div key={line.label}>{fieldRow(line.label, line.value)}</div>
        ))}
        {fieldRow('提交单位', item.orgName)}
        {fieldRow('提交人', `${item.submitterName}（${formatDateTime(item.submittedAt)}）`)}
        {item.round > 1 ? fieldRow('提交次数', `第${item.round}次`) : null}
        {item.verifyGroupName ? fieldRow('核查组', item.verifyGroupName) : null}
        {item.verifiedByName
          ? fieldRow('核查人', `${item.verifiedByName}（${formatDateTime(item.verifiedAt)}）`)
          : null}
        {item.reviewedByName
          ? fieldRow('复核人', `${item.reviewedByName}（${formatDateTime(item.reviewedAt)}）`)
          : null}
        {item.refuseReason && item.refusedStage
          ? fieldRow(
              `${VERIFICATION_STAGES[item.refusedStage]}退回原因`,
              <span className={styles.reason} data-testid="verification-refuse-reason">
                {item.refuseReason}
              </span>,
            )
          : null}
        {item.link ? (
          <Button
            size="small"
            fill="outline"
            data-testid="verification-subject-link"
            onClick={() => openPage(item.link!)}
          >
            查看原始记录
          </Button>
        ) : null}
      </Card>
      {withHistory ? <Timeline entries={item.history} testId="verification-history" /> : null}
    </div>
  );
}
