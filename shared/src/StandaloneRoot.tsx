import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { GraphqlBoundary } from './GraphqlBoundary';
import { apolloClient } from './graphql';
import { Notifications } from './notify/Notifications';
import { ThemeProvider } from './theme/ThemeProvider';
import { Spinner } from './ui/feedback';

export interface StandaloneRootProps {
  /** The area's start page: a standalone `/` leads there. */
  home: string;
  /** The area's routes (its exposed `Area`). */
  children: ReactNode;
}

function Providers({ home, children }: StandaloneRootProps) {
  return (
    <ThemeProvider>
      <AuthProvider>
        {/* Apollo loads on demand: the client is used once the library's GraphQL part is there. */}
        <GraphqlBoundary fallback={<Spinner block />}>
          <ApolloProvider client={apolloClient}>
            <Routes>
              <Route path="/" element={<Navigate to={home} replace />} />
              <Route path="*" element={children} />
            </Routes>
            <Notifications />
          </ApolloProvider>
        </GraphqlBoundary>
      </AuthProvider>
    </ThemeProvider>
  );
}

/**
 * An area on its own (standalone mode and single-spa lifecycles): its own router, theme, auth, toaster and
 * Apollo provider — what the shell gives an area when it is composed.
 */
export function StandaloneRoot({ home, children }: StandaloneRootProps) {
  return (
    <BrowserRouter>
      <Providers home={home}>{children}</Providers>
    </BrowserRouter>
  );
}
