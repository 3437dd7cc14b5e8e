import { Button } from 'antd-mobile';
import { VERIFICATION_STAGES, type VerificationDetail } from '@afp/contract';
import { openPage, withId } from '../../../lib/navigation';
import { ItemPage } from '../components/item-page';
import { ItemSummary } from '../components/item-summary';
import styles from '../components/verification.module.css';
import { useStagePage } from '../hooks';
import { STAGE_PAGES } from '../verification.paths';
import { mayActAt } from '../verification.rules';

/** 核查详情 / 复核详情: the item, its subject and history; 通过 and 退回 when the caller may act. */
export default function VerificationDetailPage() {
  return <ItemPage Body={ItemDetail} />;
}

function ItemDetail({ item }: { item: VerificationDetail }) {
  const { stage } = useStagePage();
  const label = VERIFICATION_STAGES[stage];
  return (
    <>
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
    </>
  );
}
