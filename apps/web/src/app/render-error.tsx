import { Button } from 'antd-mobile';
import { StateBlock } from '../components/state-block';

/** What the error boundary shows for a render error: the message and a reload. */
export function RenderError({ error }: { error: Error }) {
  return (
    <StateBlock illustration="default" fullPage title="页面出错了" description={error.message}>
      <Button color="primary" onClick={() => window.location.reload()}>
        重新加载
      </Button>
    </StateBlock>
  );
}
