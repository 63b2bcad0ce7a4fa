import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { apolloClient, AuthProvider, GraphqlBoundary, Notifications, Spinner, ThemeProvider } from '@marktplatz/shared';
import Area from './Area';
import { messages } from './messages';

function Providers() {
  const navigate = useNavigate();
  return (
    <ThemeProvider>
      <AuthProvider navigate={navigate}>
        {/* Apollo loads on demand: the client is used once the library's GraphQL part is there. */}
        <GraphqlBoundary fallback={<Spinner block />}>
          <ApolloProvider client={apolloClient}>
            <Routes>
              <Route path="/" element={<Navigate to={messages.home} replace />} />
              <Route path="*" element={<Area />} />
            </Routes>
            <Notifications />
          </ApolloProvider>
        </GraphqlBoundary>
      </AuthProvider>
    </ThemeProvider>
  );
}

/** The area on its own (standalone mode and single-spa lifecycles): own router, theme, auth, toaster and Apollo. */
export function AreaRoot() {
  return (
    <BrowserRouter>
      <Providers />
    </BrowserRouter>
  );
}
