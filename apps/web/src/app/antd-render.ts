import { unstableSetRender } from 'antd-mobile';
import { createRoot } from 'react-dom/client';

/**
 * antd-mobile's imperative Toast/Dialog render through ReactDOM.render, which React 19
 * removed; without this they silently do nothing. Called once at start-up.
 */
export function registerAntdRender(): void {
  unstableSetRender((node, container) => {
    const host = container as Element & { __afpRoot?: ReturnType<typeof createRoot> };
    const root = (host.__afpRoot ??= createRoot(host));
    root.render(node);
    return async () => {
      // Let the closing animation's last frame finish before the root goes.
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete host.__afpRoot;
    };
  });
}
