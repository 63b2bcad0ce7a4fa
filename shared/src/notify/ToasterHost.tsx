import { useEffect, useRef } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import type { MarktplatzTheme } from '../theme/themes';
import { toastPlacement, useModalOpen, usePhoneScreen } from './placement';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toasts';

/** Keeps at most three toasts visible, also for toasts raised directly through react-hot-toast. */
function useToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
}

/**
 * When a dialog opens, the toasts of what happened before it are closed: they said their piece (screen readers
 * heard it) and would otherwise sit over the dialog's title on a phone. Toasts raised while it is open stay.
 */
function useCloseEarlierToastsOnDialog(dialog: boolean) {
  const { toasts } = useToasterStore();
  const openedAt = useRef<number | null>(null);
  if (dialog && openedAt.current === null) openedAt.current = Date.now();
  if (!dialog) openedAt.current = null;
  useEffect(() => {
    const since = openedAt.current;
    if (since === null) return;
    toasts.filter((t) => t.visible && t.createdAt < since).forEach((t) => toast.dismiss(t.id));
  }, [dialog, toasts]);
}

/**
 * The toaster (3000 ms, at most 3), loaded with the first toast: at the bottom, above the chat button on the phone,
 * at the top while a dialog is open (placement.ts), where the toasts from before the dialog are closed.
 */
export default function ToasterHost({ theme }: { theme: MarktplatzTheme }) {
  useToastLimit();
  const dialog = useModalOpen();
  useCloseEarlierToastsOnDialog(dialog);
  const placement = toastPlacement(usePhoneScreen(), dialog);
  return (
    <Toaster
      position={placement.position}
      containerStyle={placement.containerStyle}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          background: theme.colors.surface,
          color: theme.colors.text,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
          boxShadow: theme.shadows.md,
          fontFamily: theme.typography.fontFamily,
          ...(placement.passThrough ? { pointerEvents: 'none' as const } : {}),
        },
        success: { iconTheme: { primary: theme.colors.success, secondary: theme.colors.onSuccess } },
        error: { iconTheme: { primary: theme.colors.danger, secondary: theme.colors.onDanger } },
      }}
    />
  );
}
