import { lazy, Suspense, useContext, useSyncExternalStore } from 'react';
import styled, { ThemeContext, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { messages } from '../messages';
import { createTheme, type MarktplatzTheme } from '../theme/themes';
import { themeSettingsStore } from '../theme/settings';
import '../theme/styled';
import { DIALOG_TOP, PHONE_BOTTOM, PHONE_QUERY, WIDE_BOTTOM, useModalOpen } from './placement';
import { snackbar, useSnackbars, type SnackbarItem } from './snackbar';
import { subscribeToasts, toastsLoaded } from './toasts';

// The toaster loads with the first toast (see toasts.ts).
const ToasterHost = lazy(() => import(/* webpackChunkName: "toasts" */ './ToasterHost'));

/** Bottom-left; on the phone above the chat button's row; at the top while a dialog is open (placement.ts). */
const Region = styled.div<{ $dialog: boolean }>`
  position: fixed;
  bottom: ${({ $dialog }) => ($dialog ? 'auto' : WIDE_BOTTOM)};
  top: ${({ $dialog }) => ($dialog ? DIALOG_TOP : 'auto')};
  inset-inline-start: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.notifications};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  max-width: min(420px, calc(100vw - 32px));
  pointer-events: none;
  @media ${PHONE_QUERY} {
    bottom: ${({ $dialog }) => ($dialog ? 'auto' : PHONE_BOTTOM)};
  }
`;

const Bar = styled.div<{ $variant: SnackbarItem['variant'] }>`
  pointer-events: auto;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  background: ${({ theme, $variant }) =>
    $variant === 'error'
      ? theme.colors.danger
      : $variant === 'success'
        ? theme.colors.success
        : $variant === 'warning'
          ? theme.colors.warning
          : theme.colors.info};
  color: ${({ theme, $variant }) =>
    $variant === 'error'
      ? theme.colors.onDanger
      : $variant === 'success'
        ? theme.colors.onSuccess
        : $variant === 'warning'
          ? theme.colors.onWarning
          : theme.colors.onInfo};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const BarText = styled.span`
  flex: 1;
`;

const BarButton = styled.button`
  background: transparent;
  color: inherit;
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  cursor: pointer;
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The snackbar host: bottom-left (at the top while a dialog is open), announced politely to screen readers. */
export function SnackbarHost() {
  const items = useSnackbars();
  const dialog = useModalOpen();
  return (
    <Region $dialog={dialog} role="status" aria-live="polite" aria-label={messages.notifications} data-testid="snackbar-host">
      {items.map((item) => (
        <Bar key={item.id} $variant={item.variant} role={item.variant === 'error' ? 'alert' : undefined}>
          <BarText>{item.message}</BarText>
          {item.action ? (
            <BarButton
              type="button"
              onClick={() => {
                item.action?.onClick();
                snackbar.dismiss(item.id);
              }}
            >
              {item.action.label}
            </BarButton>
          ) : null}
          <BarButton type="button" aria-label={messages.closeNotification} onClick={() => snackbar.dismiss(item.id)}>
            ×
          </BarButton>
        </Bar>
      ))}
    </Region>
  );
}

function Hosts({ theme }: { theme: MarktplatzTheme }) {
  const toasts = useSyncExternalStore(subscribeToasts, toastsLoaded, () => false);
  return (
    <>
      {toasts ? (
        <Suspense fallback={null}>
          <ToasterHost theme={theme} />
        </Suspense>
      ) : null}
      <SnackbarHost />
    </>
  );
}

/**
 * The toaster (bottom centre, 3000 ms, at most 3) and the snackbar host (bottom-left, 5000 ms, at most 3); neither
 * covers the header's controls, the chat button or a dialog's buttons (placement.ts).
 * Render it once per page: the shell does, and so do the areas' standalone bootstraps.
 */
export function Notifications() {
  const contextTheme = useContext(ThemeContext) as MarktplatzTheme | undefined;
  if (contextTheme?.colors) return <Hosts theme={contextTheme} />;
  const theme = createTheme(themeSettingsStore.getSettings());
  return (
    <StyledThemeProvider theme={theme}>
      <Hosts theme={theme} />
    </StyledThemeProvider>
  );
}
