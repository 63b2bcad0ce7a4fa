import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { AuthProvider, ThemeProvider } from '@marktplatz/shared';
import { AreaOutlet } from './AreaOutlet';
import { ChatDockProvider } from './chat/chatDock';
import { Layout } from './layout/Layout';
import { EditorialRoute, loadBecomeProviderHydration, loadLandingHydration, loadNewsHydration, TourPopup } from './features/editorial';
import { WithServerIsland } from './federation/ServerIsland';
import { REDIRECTS } from './routeTable';

/** Sends an old or guessed address on to its screen, keeping the query. */
function RedirectTo({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate to={`${to}${search}`} replace />;
}

/** The shell's routes: editorial pages of its own; everything else goes to the area that owns the URL. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <>
            <WithServerIsland area="shell" load={loadLandingHydration}>
              <EditorialRoute page="landing" />
            </WithServerIsland>
            <TourPopup />
          </>
        }
      />
      <Route
        path="/news/*"
        element={
          // The news list the shell's server rendered is hydrated, not rendered anew (federation/serverIslands.ts).
          <WithServerIsland area="shell" load={loadNewsHydration}>
            <EditorialRoute page="news" />
          </WithServerIsland>
        }
      />
      <Route
        path="/become-a-provider"
        element={
          <WithServerIsland area="shell" load={loadBecomeProviderHydration}>
            <EditorialRoute page="becomeProvider" />
          </WithServerIsland>
        }
      />
      <Route path="/page/:slug" element={<EditorialRoute page="content" />} />
      {Object.entries(REDIRECTS).map(([from, to]) => (
        <Route key={from} path={from} element={<RedirectTo to={to} />} />
      ))}
      <Route path="*" element={<AreaOutlet />} />
    </Routes>
  );
}

/**
 * Providers every area renders inside (router is set up by the caller). No ApolloProvider: the page's first GraphQL
 * query loads Apollo (`useGraphqlQuery`/`queryGraphql` of @marktplatz/shared), so pages without one load none.
 */
export function App() {
  return (
    <ThemeProvider>
      {/* Logout loads `/` anew (the shared default), so no personal data stays in memory. */}
      <AuthProvider>
        <ChatDockProvider>
          <Layout>
            <ShellRoutes />
          </Layout>
        </ChatDockProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
