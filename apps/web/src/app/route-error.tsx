import { Button } from 'antd-mobile';
import { useRouteError } from '../lib/router';
import { StateBlock } from '../components/state-block';
import { WayBack } from '../components/way-back';

/** Unknown paths and errors thrown while routing: a fitting picture and the way back. */
export function RouteError({ notFound = false }: { notFound?: boolean }) {
  const error = useRouteError() as Error | undefined;
  if (notFound) {
    return (
      <StateBlock illustration="empty" fullPage title="页面不存在">
        <WayBack />
      </StateBlock>
    );
  }
  return (
    <StateBlock illustration="default" fullPage title="页面出错了" description={error?.message ?? ''}>
      <Button color="primary" onClick={() => window.location.reload()}>
        重新加载
      </Button>
      <WayBack />
    </StateBlock>
  );
}
