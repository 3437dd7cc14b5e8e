import { PageShell } from './page-shell';
import { StateBlock } from './state-block';
import { useRouteMeta } from './use-route-meta';
import { WayBack } from './way-back';

/** One shared page for every route whose feature is not built yet, titled by the route. */
export default function UnderConstructionPage() {
  const meta = useRouteMeta();
  return (
    <PageShell>
      <StateBlock illustration="empty" title="功能建设中" description={`「${meta.title}」即将上线，敬请期待`}>
        <WayBack />
      </StateBlock>
    </PageShell>
  );
}
