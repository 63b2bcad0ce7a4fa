import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { loadApolloClient } from './graphql';
import { Notifications } from './notify/Notifications';
import { ThemeProvider } from './theme/ThemeProvider';
import { Spinner } from './ui/feedback';

export interface StandaloneRootProps {
  /** The area's start page: a standalone `/` leads there. */
  home: string;
  /** The area's routes (its exposed `Area`). */
  children: ReactNode;
}

/** The page's one Apollo client in its provider; Apollo is fetched here, not when the library is imported. */
const PageApolloProvider = lazy(async () => {
  const [{ ApolloProvider }, client] = await Promise.all([import('@apollo/client/react'), loadApolloClient()]);
  function WithPageClient({ children }: { children: ReactNode }) {
    return <ApolloProvider client={client}>{children}</ApolloProvider>;
  }
  return { default: WithPageClient };
});

/**
 * An area on its own (standalone mode and single-spa lifecycles): its own router, theme, auth, toaster and
 * Apollo provider — what the shell gives an area when it is composed.
 */
export function StandaloneRoot({ home, children }: StandaloneRootProps) {
  return (
    <BrowserRouter>
      <ThemeProvider>
        <AuthProvider>
          <Suspense fallback={<Spinner block />}>
            <PageApolloProvider>
              <Routes>
                <Route path="/" element={<Navigate to={home} replace />} />
                <Route path="*" element={children} />
              </Routes>
              <Notifications />
            </PageApolloProvider>
          </Suspense>
        </AuthProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
