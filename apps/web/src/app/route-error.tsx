import { Button, ErrorBlock } from 'antd-mobile';
import { useRouteError } from 'react-router';
import { PATHS } from '../config/routes';
import { reLaunch } from '../lib/navigation';

/** Unknown paths and errors thrown while routing. */
export function RouteError({ notFound = false }: { notFound?: boolean }) {
  const error = useRouteError() as Error | undefined;
  return (
    <ErrorBlock
      status={notFound ? 'empty' : 'default'}
      fullPage
      title={notFound ? '页面不存在' : '页面出错了'}
      description={notFound ? '' : (error?.message ?? '')}
    >
      <Button color="primary" onClick={() => reLaunch(PATHS.blank)}>
        返回首页
      </Button>
    </ErrorBlock>
  );
}
