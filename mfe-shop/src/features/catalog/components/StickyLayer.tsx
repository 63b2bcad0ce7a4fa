import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isReachable } from '@marktplatz/shared';
import { messages } from '../../../messages';
import type { StickyLayerEntry } from '../api/getStartPageLayout';

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

/** The same key as the shell's sticky layers: a layer closed once stays closed for the session on every page. */
const dismissedKey = (id: number) => `sticky_layer_dismissed_${id}`;

function isDismissed(id: number): boolean {
  try {
    return window.sessionStorage.getItem(dismissedKey(id)) === '1';
  } catch {
    return false;
  }
}

/**
 * The first of the marketplace's sticky layers (the editors' „Sticky-Layer“ list): a bar at the bottom of the page
 * while it scrolls, closable for the session; nothing while loading or when there is none.
 */
export function StickyLayer({ layers }: { layers: readonly StickyLayerEntry[] | undefined }) {
  const [closed, setClosed] = useState<number | null>(null);
  const layer = layers?.[0];
  if (!layer || layer.id === closed || isDismissed(layer.id)) return null;
  const close = () => {
    try {
      window.sessionStorage.setItem(dismissedKey(layer.id), '1');
    } catch {
      // private mode: closed for this page view only
    }
    setClosed(layer.id);
  };
  return (
    <Bar aria-label={layer.title} data-testid="marketplace-sticky-layer">
      <p>
        <strong>{layer.title}</strong> {layer.content}
      </p>
      {layer.button_url && layer.button_text && isReachable(layer.button_url) ? (
        <Link to={layer.button_url}>{layer.button_text}</Link>
      ) : null}
      <button type="button" onClick={close} aria-label={messages.marketplace.closeSticky}>
        ×
      </button>
    </Bar>
  );
}
