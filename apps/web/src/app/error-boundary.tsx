import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, ErrorBlock } from 'antd-mobile';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/** Last line of defence: a render error shows a recoverable screen instead of a white page. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('页面出错', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <ErrorBlock status="default" title="页面出错了" description={this.state.error.message} fullPage>
        <Button color="primary" onClick={() => window.location.reload()}>
          重新加载
        </Button>
      </ErrorBlock>
    );
  }
}
