import { Button, ErrorBlock } from 'antd-mobile';
import { PageShell } from './page-shell';
import { useRouteMeta } from './use-route-meta';
import { goBack } from './go-back';

/** One shared page for every route whose feature is not built yet, titled by the route. */
export default function UnderConstructionPage() {
  const meta = useRouteMeta();
  return (
    <PageShell>
      <ErrorBlock status="empty" title="功能建设中" description={`「${meta.title}」即将上线,敬请期待`}>
        <Button color="primary" fill="outline" onClick={goBack}>
          返回
        </Button>
      </ErrorBlock>
    </PageShell>
  );
}
