import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configure } from '@marktplatz/shared';
import { AreaRoot } from './AreaRoot';

// Standalone mode: the endpoints come from the build (.env); in the composed site the shell configures them.
configure(__MARKTPLATZ_API__);

const container = document.getElementById('root');
if (!container) throw new Error('#root fehlt in index.html');
createRoot(container).render(
  <StrictMode>
    <AreaRoot />
  </StrictMode>,
);
