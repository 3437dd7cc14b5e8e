import { Button, ErrorBlock, Steps } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../../components/page-loading';
import { PageShell } from '../../../components/page-shell';
import { operateLogQuery } from '../api/early-warning.queries';
import { useAssignmentId } from '../hooks/use-assignment-id';
import { formatTime, stateName } from '../lib/format';

/** 操作日志: every action on the warning, newest last, with actor, organisation and state change. */
export default function OperateLogPage() {
  const assignmentId = useAssignmentId();
  const { data: entries, isPending, isError, error, refetch } = useQuery(operateLogQuery(assignmentId));

  return (
    <PageShell bodyStyle={{ background: '#fff' }}>
      {!assignmentId ? (
        <ErrorBlock status="empty" title="缺少预警编号" />
      ) : isPending ? (
        <PageLoading />
      ) : isError ? (
        <ErrorBlock status="disconnected" title="加载失败" description={error.message}>
          <Button color="primary" fill="outline" onClick={() => void refetch()}>
            重试
          </Button>
        </ErrorBlock>
      ) : entries.length === 0 ? (
        <ErrorBlock status="empty" title="暂无操作记录" />
      ) : (
        <div style={{ padding: '8px 4px' }} data-testid="operate-log">
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
                      <span style={{ color: '#888', fontSize: 12, marginLeft: 6 }}>
                        {stateName(entry.fromState)} → {stateName(entry.toState)}
                      </span>
                    ) : null}
                  </span>
                }
                description={
                  <div style={{ lineHeight: '20px' }}>
                    <div>
                      {entry.actorName} · {entry.orgName}
                    </div>
                    {entry.remark ? <div>{entry.remark}</div> : null}
                    <div>{formatTime(entry.createdAt)}</div>
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
