import { Suspense, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { AuthProvider } from './auth/AuthProvider';
import { Notifications } from './notify/Notifications';
import { ThemeProvider } from './theme/ThemeProvider';
import { Spinner } from './ui/feedback';

export interface StandaloneRootProps {
  /** The area's start page: a standalone `/` leads there. */
  home: string;
  /** The area's routes (its exposed `Area`). */
  children: ReactNode;
}

/**
 * An area on its own (standalone mode and single-spa lifecycles): its own router, theme, auth and toaster — what
 * the shell gives an area when it is composed. GraphQL needs no provider (the first query loads Apollo).
 */
export function StandaloneRoot({ home, children }: StandaloneRootProps) {
  return (
    <BrowserRouter>
      <ThemeProvider>
        <AuthProvider>
          <Suspense fallback={<Spinner block />}>
            <Routes>
              <Route path="/" element={<Navigate to={home} replace />} />
              <Route path="*" element={children} />
            </Routes>
            <Notifications />
          </Suspense>
        </AuthProvider>
      </ThemeProvider>
    </BrowserRouter>
  );
}
