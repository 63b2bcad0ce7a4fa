import { useEffect } from 'react';
import { toast, Toaster, useToasterStore } from 'react-hot-toast';
import type { MarktplatzTheme } from '../theme/themes';
import { TOAST_DURATION_MS, TOAST_LIMIT, TOAST_POSITION } from './toasts';

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

/** The toaster (top-right, 3000 ms, at most 3), loaded with the first toast. */
export default function ToasterHost({ theme }: { theme: MarktplatzTheme }) {
  useToastLimit();
  return (
    <Toaster
      position={TOAST_POSITION}
      toastOptions={{
        duration: TOAST_DURATION_MS,
        style: {
          background: theme.colors.surface,
          color: theme.colors.text,
          border: `1px solid ${theme.colors.border}`,
          borderRadius: theme.radii.md,
          boxShadow: theme.shadows.md,
          fontFamily: theme.typography.fontFamily,
        },
        success: { iconTheme: { primary: theme.colors.success, secondary: theme.colors.onSuccess } },
        error: { iconTheme: { primary: theme.colors.danger, secondary: theme.colors.onDanger } },
      }}
    />
  );
}
