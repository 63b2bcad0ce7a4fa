import { Route, Routes } from 'react-router-dom';

/**
 * The provider's shop screens, mounted by Area.tsx under `/shop/provider/*` (paths here are relative).
 * Owned by the provider screens; the customer screens only mount this component.
 */
export default function ProviderRoutes() {
  return (
    <Routes>
      <Route path="*" element={null} />
    </Routes>
  );
}
