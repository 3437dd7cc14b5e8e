import { ErrorBlock } from 'antd-mobile';
import { PageShell } from '../../../components/page-shell';

/** 反诈预警 tab: statistics and warning lists arrive with the early-warning feature. */
export default function GuardDataPage() {
  return (
    <PageShell showBack={false}>
      <ErrorBlock status="empty" title="功能建设中" description="预警统计即将上线" />
    </PageShell>
  );
}
