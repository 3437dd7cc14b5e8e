import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from './lib/router';
import { prefetchOnFirstUse } from './app/prefetch-on-first-use';
import { Providers } from './app/providers';
import { router } from './app/router';
import { watchFormControlNames } from './lib/a11y/name-form-controls';
import './app/global.css';

prefetchOnFirstUse();
watchFormControlNames();

const container = document.getElementById('root');
if (!container) throw new Error('#root missing in index.html');

const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds instead of holding
// the main thread until the whole tree is built: a tap on the first screen (index.html's copy) is
// not kept waiting behind it.
startTransition(() =>
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
