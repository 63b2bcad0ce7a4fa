import { useNavigate, Route, Routes } from 'react-router-dom';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient, AuthProvider, ThemeProvider } from '@marktplatz/shared';
import { AreaOutlet } from './AreaOutlet';
import { ChatDockProvider } from './chat/chatDock';
import { Layout } from './layout/Layout';
import { BecomeProviderPage, ContentPage, NewsPage } from './pages/EditorialPages';
import { LandingPage } from './pages/LandingPage';

/** The shell's routes: editorial pages of its own; everything else goes to the area that owns the URL. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/news/*" element={<NewsPage />} />
      <Route path="/become-a-provider" element={<BecomeProviderPage />} />
      <Route path="/page/:slug" element={<ContentPage />} />
      <Route path="*" element={<AreaOutlet />} />
    </Routes>
  );
}

/** Providers every area renders inside (router is set up by the caller). */
export function App() {
  const navigate = useNavigate();
  return (
    <ThemeProvider>
      <AuthProvider navigate={navigate}>
        <ApolloProvider client={apolloClient}>
          <ChatDockProvider>
            <Layout>
              <ShellRoutes />
            </Layout>
          </ChatDockProvider>
        </ApolloProvider>
      </AuthProvider>
    </ThemeProvider>
  );
}
