import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { configure, type SharedConfig } from './config';

/**
 * An area's standalone start (its `bootstrap.tsx`): the endpoints from the area's build (in the composed site the
 * shell configures them), then the area's root in `#root` under StrictMode.
 */
export function mountStandalone(root: ReactNode, endpoints: Partial<SharedConfig>): void {
  configure(endpoints);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root fehlt in index.html');
  createRoot(container).render(<StrictMode>{root}</StrictMode>);
}
