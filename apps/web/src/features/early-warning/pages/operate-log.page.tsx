import { Steps } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/date-time';
import { operateLogQuery } from '../api/early-warning.queries';
import { useAssignmentId } from '../hooks/use-assignment-id';
import { stateName } from '../lib/format';
import styles from './operate-log.page.module.css';
import { MISSING_WARNING_ID } from '../early-warning.texts';
import { StateBlock } from '../../../components/state-block';

/** 操作日志: every action on the warning, newest last, with actor, organisation and state change. */
export default function OperateLogPage() {
  const assignmentId = useAssignmentId();
  const log = queryState(useQuery(operateLogQuery(assignmentId)), {
    isMissing: !assignmentId,
    missingTitle: MISSING_WARNING_ID,
  });
  if (log.view) return <PageShell bodyClassName={styles.body}>{log.view}</PageShell>;

  const entries = log.data;
  return (
    <PageShell bodyClassName={styles.body}>
      {entries.length === 0 ? (
        <StateBlock illustration="empty" title="暂无操作记录" />
      ) : (
        <div className={styles.log} data-testid="operate-log">
          <Steps direction="vertical" current={entries.length - 1}>
            {entries.map((entry) => (
              <Steps.Step
                key={entry.id}
                status="finish"
                data-testid={`operate-log-entry-${entry.action}`}
                title={
                  <span>
                    {entry.actionName}
                    {entry.fromState || entry.toState ? (
                      <span className={styles.change}>
                        {stateName(entry.fromState)} → {stateName(entry.toState)}
                      </span>
                    ) : null}
                  </span>
                }
                description={
                  <div className={styles.entry}>
                    <div>
                      {entry.actorName} · {entry.orgName}
                    </div>
                    {entry.remark ? <div>{entry.remark}</div> : null}
                    <div>{formatDateTime(entry.createdAt)}</div>
                  </div>
                }
              />
            ))}
          </Steps>
        </div>
      )}
    </PageShell>
  );
}
