import { PageShell } from '../../../components/page-shell';
import { ContentFeed } from '../components/content-feed';
import { PublicityEntries } from '../components/publicity-entries';
import { TypicalCases } from '../components/typical-cases';
import styles from './publicity.page.module.css';

/**
 * 全民反诈 tab: the ways into prevention work, typical local cases (anonymised) and the publicity
 * content feed by category.
 */
export default function PublicityTabPage() {
  return (
    <PageShell showBack={false}>
      <div className={styles.section}>
        <PublicityEntries />
      </div>
      <TypicalCases />
      <div className={styles.heading}>宣传内容</div>
      <ContentFeed />
    </PageShell>
  );
}
