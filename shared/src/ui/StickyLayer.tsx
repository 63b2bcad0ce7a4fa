import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { WireShape } from '../contract';
import { messages } from '../messages';
import { isReachable } from '../navigation';

/** An editor's sticky layer as the API answers it (the start pages' layouts, `/becomeProviderPage`). */
export type StickyLayerEntry = WireShape<'StickyLayerEntry'>;

/**
 * The page's overlay coordination as a hook: asks for the screen while `want` holds and says whether the layer may
 * show now. The shell's `useOverlay` is one: the cookie banner and the welcome tour go first, one overlay at a time.
 */
export type OverlayHook = (name: 'sticky-layer', want: boolean) => boolean;

const showAlways: OverlayHook = (_name, want) => want;

let registered: OverlayHook | null = null;

/**
 * The shell registers its overlay coordination at start, before the first render (as it does `setReachability`),
 * so an area's sticky layer waits for the cookie banner like the shell's own. Without a registration (an area on
 * its own) the layer shows at once.
 */
export function setOverlayHook(hook: OverlayHook | null): void {
  registered = hook;
}

const Bar = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  /* room for the chat launcher in the bottom-right corner */
  padding-inline-end: 88px;
  border-radius: ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0 0;
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  p {
    margin: 0;
    flex: 1 1 16rem;
  }
  a {
    color: ${({ theme }) => theme.colors.onSecondary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  button {
    min-height: 44px;
    min-width: 44px;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

/** One key for every page: a layer closed once stays closed for the session, in the shell and in every area. */
const dismissedKey = (id: number) => `sticky_layer_dismissed_${id}`;

function isDismissed(id: number): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(id)) === '1';
  } catch {
    return false;
  }
}

export interface StickyLayerProps {
  /** The page's sticky layers; `undefined` while the page loads. */
  layers: readonly StickyLayerEntry[] | undefined;
  /** The overlay coordination to wait for; without it the one the shell registered (`setOverlayHook`), else none. */
  useOverlay?: OverlayHook;
}

/**
 * The first of the page's sticky layers (the editors' „Sticky-Layer“ list): a bar at the bottom of the page while it
 * scrolls, closable for the session; nothing while the page loads, when there is none, or while another overlay
 * (the cookie banner, the welcome tour) has the screen.
 */
export function StickyLayer({ layers, useOverlay = registered ?? showAlways }: StickyLayerProps) {
  const [closed, setClosed] = useState<number | null>(null);
  const found = layers?.[0];
  const layer = found && found.id !== closed && !isDismissed(found.id) ? found : null;
  const shown = useOverlay('sticky-layer', layer !== null);
  if (!layer || !shown) return null;
  const close = () => {
    try {
      window.sessionStorage.setItem(dismissedKey(layer.id), '1');
    } catch {
      // private mode: closed for this page view only
    }
    setClosed(layer.id);
  };
  return (
    <Bar aria-label={layer.title} data-testid="sticky-layer">
      <p>
        <strong>{layer.title}</strong> {layer.content}
      </p>
      {layer.button_url && layer.button_text && isReachable(layer.button_url) ? (
        <Link to={layer.button_url}>{layer.button_text}</Link>
      ) : null}
      <button type="button" onClick={close} aria-label={messages.stickyLayer.close}>
        ×
      </button>
    </Bar>
  );
}
