/** The provider's products: the list, the editor, the product table the start page shows too, and the product reads other features share. */
import { lazy } from 'react';
export { getFeatures } from './api/getFeatures';
export { getProduct } from './api/getProduct';
export { listProducts } from './api/listProducts';
export { editorPath, ProductTable } from './components/ProductTable';

export const ProductsPage = lazy(() => import('./pages/ProductsPage'));
export const ProductEditorPage = lazy(() => import('./pages/ProductEditorPage'));
