import { CheckList } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { NOT_FOUND, WARNING_RESULTS, type WarningDetail } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { warningDetailQuery } from '../api/early-warning.queries';
import { useAssignmentId } from '../hooks/use-assignment-id';
import { useChooserDraft } from '../hooks/use-chooser-draft';

/** Why 确实找不到 cannot be chosen yet (the server refuses it too), or undefined once it may. */
const notFoundRefusal = (detail: WarningDetail | undefined): string | undefined =>
  detail && detail.contactAttempts < detail.attemptsRequired
    ? `须先有 ${detail.attemptsRequired} 次暂时找不到的联系记录（已记录 ${detail.contactAttempts} 次）`
    : undefined;

/** 选择处置结果 for the feedback form. */
export default function EarlyWarningResultChoosePage() {
  const { current, choose } = useChooserDraft();
  const assignmentId = useAssignmentId();
  const detail = useQuery({ ...warningDetailQuery(assignmentId), enabled: assignmentId !== '' }).data;
  const refusal = notFoundRefusal(detail);
  return (
    <PageShell>
      <CheckList value={current.result ? [current.result] : []} data-testid="result-choose-list">
        {WARNING_RESULTS.map((result) => (
          <CheckList.Item
            key={result}
            value={result}
            data-testid={`result-${result}`}
            disabled={result === NOT_FOUND && refusal !== undefined}
            description={result === NOT_FOUND ? refusal : undefined}
            onClick={() => choose({ result })}
          >
            {result}
          </CheckList.Item>
        ))}
      </CheckList>
    </PageShell>
  );
}
