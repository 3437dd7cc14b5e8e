import { CheckList } from 'antd-mobile';
import { WARNING_RESULTS } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { useChooserDraft } from '../hooks/use-chooser-draft';

/** 选择处置结果 for the feedback form. */
export default function EarlyWarningResultChoosePage() {
  const { current, choose } = useChooserDraft();
  return (
    <PageShell>
      <CheckList value={current.result ? [current.result] : []} data-testid="result-choose-list">
        {WARNING_RESULTS.map((result) => (
          <CheckList.Item
            key={result}
            value={result}
            data-testid={`result-${result}`}
            onClick={() => choose({ result })}
          >
            {result}
          </CheckList.Item>
        ))}
      </CheckList>
    </PageShell>
  );
}
