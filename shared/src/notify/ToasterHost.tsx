import { useEffect } from 'react';
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
 * The toaster (3000 ms, at most 3), loaded with the first toast: at the bottom, above the chat button on the phone,
 * at the top while a dialog is open (placement.ts).
 */
export default function ToasterHost({ theme }: { theme: MarktplatzTheme }) {
  useToastLimit();
  const placement = toastPlacement(usePhoneScreen(), useModalOpen());
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
