import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isReachable, type WireShape } from '@marktplatz/shared';
import { useOverlay } from '../../../layout/overlays';
import { editorialText } from '../messages';

/** An editor's sticky layer, as the page's REST answer carries it (`/becomeProviderPage` → `sticky_layers`). */
export type Layer = WireShape<'StickyLayerEntry'>;

const Bar = styled.aside`
  position: sticky;
  bottom: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  /* room for the chat launcher in the bottom-right corner */
  padding-inline-end: 88px;
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
    min-height: 40px;
    min-width: 40px;
    border: 1px solid currentColor;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
`;

const dismissedKey = (id: number) => `sticky_layer_dismissed_${id}`;

const isDismissed = (layer: Layer): boolean => {
  try {
    return window.sessionStorage.getItem(dismissedKey(layer.id)) === '1';
  } catch {
    return false;
  }
};

/**
 * The first of the page's sticky layers (from the page's REST answer, so the page loads no GraphQL for it): one
 * bar at the bottom, dismissible for the session; nothing while the page loads or when there is none.
 */
export function StickyLayer({ layers }: { layers: readonly Layer[] | undefined }) {
  const [dismissed, setDismissed] = useState<number | null>(null);
  const found = layers?.[0];
  const layer = found && found.id !== dismissed && !isDismissed(found) ? found : null;
  const shown = useOverlay('sticky-layer', layer !== null);
  if (!layer || !shown) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(dismissedKey(layer.id), '1');
    } catch {
      // ignored
    }
    setDismissed(layer.id);
  };
  return (
    <Bar aria-label={layer.title} data-testid="sticky-layer">
      <p>
        <strong>{layer.title}</strong> {layer.content}
      </p>
      {layer.button_url && layer.button_text && isReachable(layer.button_url) ? (
        <Link to={layer.button_url}>{layer.button_text}</Link>
      ) : null}
      <button type="button" onClick={dismiss} aria-label={editorialText.sticky.close}>
        ×
      </button>
    </Bar>
  );
}
