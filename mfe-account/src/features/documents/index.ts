/** The documents feature's public surface: the page (routed lazily by Area.tsx). */
export { default as DocumentsPage } from './pages/DocumentsPage';
