import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage, notify, useAuth, useFetch, formatCents } from '@marktplatz/shared';
import { PictureTile } from '@marktplatz/shared/kit';
import { productImage } from '../../../entities/product';
import { productPath } from '../../../lib/paths';
import { Section } from '../../../lib/ui';
import { messages } from '../../../messages';
import { deleteLastViewed } from '../api/deleteLastViewed';
import { getLastViewed, type LastViewedEntry } from '../api/getLastViewed';

const Row = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(9rem, 40%);
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-auto-columns: 11rem;
  }
  li {
    position: relative;
  }
  a {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    margin: ${({ theme }) => theme.space.xs} 0;
    overflow-wrap: break-word;
    hyphens: auto;
  }
  button {
    position: absolute;
    top: 4px;
    inset-inline-end: 4px;
    width: 32px;
    height: 32px;
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** „Zuletzt angesehen“ of a logged-in visitor, without the product on screen; each entry can be removed. */
export function LastViewed({ currentProductId }: { currentProductId: number }) {
  const { authenticated } = useAuth();
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const state = useFetch(
    (signal) => (authenticated ? getLastViewed(signal) : Promise.resolve([] as LastViewedEntry[])),
    [authenticated, currentProductId],
  );
  const entries = (state.data ?? []).filter((entry) => entry.product.id !== currentProductId && !removed.has(entry.id));
  if (!authenticated || entries.length === 0) return null;

  const remove = async (entry: LastViewedEntry) => {
    try {
      await deleteLastViewed(entry.id);
      setRemoved((current) => new Set(current).add(entry.id));
      notify.success(messages.product.lastViewedRemoved);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Section aria-labelledby="last-viewed-heading" data-testid="last-viewed">
      <h2 id="last-viewed-heading">{messages.product.lastViewed}</h2>
      <Row>
        {entries.map((entry) => {
          const image = productImage(entry.product);
          return (
            <PictureTile key={entry.id}>
              {image ? <img src={image} alt="" loading="lazy" /> : null}
              <Link to={productPath(entry.product)}>{entry.product.name}</Link>
              <strong>{formatCents(entry.product.price_cents)}</strong>
              <button type="button" onClick={() => void remove(entry)} aria-label={messages.product.removeLastViewed(entry.product.name)}>
                ×
              </button>
            </PictureTile>
          );
        })}
      </Row>
    </Section>
  );
}
