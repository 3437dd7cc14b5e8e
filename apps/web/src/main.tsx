import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router';
import { prefetchOnFirstUse } from './app/prefetch-on-first-use';
import { Providers } from './app/providers';
import { router } from './app/router';
import './app/global.css';

prefetchOnFirstUse();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
