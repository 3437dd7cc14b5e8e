import { Button } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { VERIFICATION_STAGES } from '@afp/contract';
import { PageShell } from '../../../components/page-shell';
import { queryState } from '../../../components/query-state';
import { openPage, withId } from '../../../lib/navigation';
import { itemQuery } from '../api/verification.queries';
import { ItemSummary } from '../components/item-summary';
import styles from '../components/verification.module.css';
import { useStagePage } from '../hooks';
import { STAGE_PAGES } from '../verification.paths';
import { mayActAt } from '../verification.rules';

/** 核查详情 / 复核详情: the item, its subject and history; 通过 and 退回 when the caller may act. */
export default function VerificationDetailPage() {
  const { stage, id } = useStagePage();
  const state = queryState(useQuery(itemQuery(id)), { isMissing: !id, missingTitle: '缺少事项编号' });
  if (state.view) return <PageShell>{state.view}</PageShell>;
  const item = state.data;
  const label = VERIFICATION_STAGES[stage];
  return (
    <PageShell>
      <ItemSummary item={item} />
      {mayActAt(item, stage) ? (
        <div className={styles.actions}>
          <Button
            color="danger"
            fill="outline"
            data-testid="verification-refuse-button"
            onClick={() => openPage(withId(STAGE_PAGES[stage].refuse, item.id))}
          >
            退回
          </Button>
          <Button
            color="primary"
            data-testid="verification-pass-button"
            onClick={() => openPage(withId(STAGE_PAGES[stage].form, item.id))}
          >
            {label}通过
          </Button>
        </div>
      ) : null}
    </PageShell>
  );
}
