import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { getConfig, isReachable } from '@marktplatz/shared';
import { useOverlay } from '../../layout/overlays';
import { editorialText } from './texts';

/** The public sticky-layer query (plain fetch: keeps Apollo out of the editorial pages' chunks). */
export const STICKY_LAYERS_QUERY = '{ stickyLayers(first: 20) { data { id page title content button_text button_url } } }';

async function fetchStickyLayers(): Promise<Layer[]> {
  const response = await fetch(getConfig().GRAPHQL_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: STICKY_LAYERS_QUERY }),
  });
  if (!response.ok) throw new Error(String(response.status));
  const body = (await response.json()) as { data?: { stickyLayers?: { data: Layer[] } } };
  return body.data?.stickyLayers?.data ?? [];
}

interface Layer {
  id: string;
  page: string;
  title: string;
  content: string;
  button_text: string | null;
  button_url: string | null;
}

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

const dismissedKey = (id: string) => `sticky_layer_dismissed_${id}`;

/** The editors' sticky layer of a page (`provider`, `marketplace`, …): one bar at the bottom, dismissible; nothing on failure. */
export function StickyLayer({ page }: { page: string }) {
  const [layer, setLayer] = useState<Layer | null>(null);
  useEffect(() => {
    let active = true;
    fetchStickyLayers().then(
      (layers) => {
        const found = layers.find((entry) => entry.page === page) ?? null;
        let dismissed = false;
        try {
          dismissed = found !== null && window.sessionStorage.getItem(dismissedKey(found.id)) === '1';
        } catch {
          dismissed = false;
        }
        if (active) setLayer(dismissed ? null : found);
      },
      () => active && setLayer(null),
    );
    return () => {
      active = false;
    };
  }, [page]);
  const shown = useOverlay('sticky-layer', layer !== null);
  if (!layer || !shown) return null;
  const dismiss = () => {
    try {
      window.sessionStorage.setItem(dismissedKey(layer.id), '1');
    } catch {
      // ignored
    }
    setLayer(null);
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
