import { ErrorBlock } from 'antd-mobile';
import { PageShell } from '../../../components/page-shell';

/** 全民反诈 tab: the publicity content library arrives with the publicity feature. */
export default function GuardPublicityPage() {
  return (
    <PageShell showBack={false}>
      <ErrorBlock status="empty" title="功能建设中" description="宣传内容即将上线" />
    </PageShell>
  );
}
