import { useEffect, type ReactNode } from 'react';
import { authStore, useAuthState, type AuthState } from './store';
import type { LoginResponse, SessionUser } from './storage';

export interface AuthProviderProps {
  children?: ReactNode;
  /** Navigation after logout (e.g. React Router's navigate); default `window.location.assign`. */
  navigate?: (to: string) => void;
}

/**
 * Starts the session check once per page. All providers and `useAuth()` calls read the same module-level
 * store, so a second provider or a second React root sees the same state.
 */
export function AuthProvider({ children, navigate }: AuthProviderProps) {
  useEffect(() => {
    void authStore.initialise();
  }, []);
  useEffect(() => {
    if (!navigate) return undefined;
    authStore.setNavigate(navigate);
    return () => authStore.setNavigate(null);
  }, [navigate]);
  return <>{children}</>;
}

export interface UseAuthResult extends AuthState {
  login: (loginResponse: LoginResponse) => SessionUser;
  logout: () => Promise<boolean>;
}

const actions = {
  login: (loginResponse: LoginResponse) => authStore.login(loginResponse),
  logout: () => authStore.logout(),
};

/** The session: `{ initialised, authenticated, user, role, login, logout }`. */
export function useAuth(): UseAuthResult {
  const state = useAuthState();
  return { ...state, ...actions };
}
