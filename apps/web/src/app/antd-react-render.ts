import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * Stands in for `rc-util/lib/React/render` (vite.config aliases it here): antd-mobile's imperative
 * Toast/Dialog/ImageViewer render through it, and the original reaches React 19's createRoot
 * through a CommonJS shim that brings Babel's regenerator and object helpers (≈ 3.5 KB gz) into
 * the start-up code. This one is the same two functions on react-dom/client.
 */
const roots = new WeakMap<Element | DocumentFragment, Root>();

export function render(node: ReactElement, container: Element | DocumentFragment): void {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
}

export async function unmount(container: Element | DocumentFragment): Promise<void> {
  // Let the closing animation's last frame finish before the root goes.
  await new Promise((resolve) => setTimeout(resolve, 0));
  roots.get(container)?.unmount();
  roots.delete(container);
}
