import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

// The benchmark's baseline (bench/web.ts): React 19 drawing one element, nothing else. Written
// without JSX so the repository's root tsconfig (no `jsx` option) type-checks it as it is.
const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');
createRoot(container).render(createElement('p', { 'data-testid': 'empty-page' }, '空白页'));
