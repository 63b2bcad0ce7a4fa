import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { messages } from '../messages';
import { Button } from './Button';
import '../theme/styled';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Box = styled.div<{ $size: 'sm' | 'md' | 'lg' }>`
  width: 100%;
  max-width: ${({ $size }) => ($size === 'sm' ? '420px' : $size === 'lg' ? '860px' : '600px')};
  max-height: calc(100vh - 32px);
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space.lg};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
`;

const CloseButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** Close when the backdrop is clicked; default true. */
  closeOnBackdrop?: boolean;
  /** Element to focus first (default: the first focusable element inside). */
  initialFocusRef?: React.RefObject<HTMLElement | null>;
  /** role `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Hide the × button (the footer must then offer a way out). */
  hideCloseButton?: boolean;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('inert'));
}

/** Modal dialog: focus stays inside, Escape closes, focus returns to where it was; `aria-modal="true"`. */
export function Dialog({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  initialFocusRef,
  role = 'dialog',
  hideCloseButton = false,
}: DialogProps) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const box = boxRef.current;
    if (box) {
      const first = initialFocusRef?.current ?? focusables(box)[0] ?? box;
      first.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !boxRef.current) return;
    const items = focusables(boxRef.current);
    if (items.length === 0) {
      event.preventDefault();
      boxRef.current.focus();
      return;
    }
    const first = items[0] as HTMLElement;
    const last = items[items.length - 1] as HTMLElement;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === boxRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <Overlay
      data-testid="dialog-overlay"
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
      }}
    >
      <Box ref={boxRef} role={role} aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $size={size} onKeyDown={onKeyDown}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          {hideCloseButton ? null : (
            <CloseButton type="button" aria-label={messages.closeDialog} onClick={() => onCloseRef.current()}>
              ×
            </CloseButton>
          )}
        </Head>
        {children}
        {footer ? <Footer>{footer}</Footer> : null}
      </Box>
    </Overlay>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** May return a promise: the confirm button shows the loading state until it settles. */
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
  /** Destructive actions get the danger button; default true. */
  destructive?: boolean;
}

/** Asks before a (destructive) action. Focus starts on „Abbrechen“, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = messages.cancel,
  onConfirm,
  onCancel,
  destructive = true,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      title={title}
      size="sm"
      role="alertdialog"
      initialFocusRef={cancelRef}
      closeOnBackdrop={!busy}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? 'danger' : 'primary'} onClick={() => void confirm()} loading={busy}>
            {confirmLabel ?? (destructive ? messages.delete : messages.confirm)}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
