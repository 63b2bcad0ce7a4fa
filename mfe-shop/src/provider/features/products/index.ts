/** The provider's products: the list, the editor, and the product table the start page shows too. */
import { lazy } from 'react';
export { editorPath, ProductTable } from './components/ProductTable';

export const ProductsPage = lazy(() => import('./pages/ProductsPage'));
export const ProductEditorPage = lazy(() => import('./pages/ProductEditorPage'));
