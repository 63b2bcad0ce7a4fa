import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  ErrorState,
  notify,
  PageContainer,
  Pagination,
  useFetch,
  usePageTitle,
  formatCents,
} from '@marktplatz/shared';
import { ButtonLink, coverPicture, Muted } from '@marktplatz/shared/kit';
import { Stars } from '../../../components/Stars';
import { productImage } from '../../../entities/product';
import { ProductGridSkeleton } from '../../../components/ProductGrid';
import { basePriceText } from '../../../lib/money';
import { paths, productPath } from '../../../lib/paths';
import { CardGrid } from '../../../lib/ui';
import { messages } from '../../../messages';
import { getFavourites } from '../api/getFavourites';
import { removeFavourite } from '../api/removeFavourite';
import type { FavouriteProduct } from '../types';
import { favouriteStore } from '../lib/favouriteStore';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  img {
    ${coverPicture}
    background: ${({ theme }) => theme.colors.surface};
  }
  > div {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => theme.space.md};
    flex: 1;
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    overflow-wrap: break-word;
    hyphens: auto;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.text};
  }
  strong {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  button {
    margin-top: auto;
  }
`;

/** `/shop/favourites`: the customer's remembered products, each removable (with confirmation). */
export default function FavouritesPage() {
  usePageTitle(messages.favourites.title);
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<FavouriteProduct | null>(null);
  const state = useFetch((signal) => getFavourites(page, signal), [page]);

  const remove = async () => {
    if (!removing) return;
    try {
      await removeFavourite(removing.id);
      favouriteStore.set(removing.id, false);
      notify.success(messages.favourites.removed);
      state.reload();
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setRemoving(null);
    }
  };

  let body;
  if (state.loading && !state.data) body = <ProductGridSkeleton count={4} />;
  else if (state.error !== undefined || !state.data) body = <ErrorState error={state.error} onRetry={state.reload} />;
  else if (state.data.data.length === 0) {
    body = (
      <EmptyState title={messages.favourites.empty} action={<ButtonLink to={paths.home}>{messages.favourites.toProducts}</ButtonLink>}>
        {messages.favourites.emptyText}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <CardGrid aria-label={messages.favourites.title}>
          {state.data.data.map((product) => {
            const image = productImage(product);
            const basePrice = basePriceText(product);
            return (
              <li key={product.id}>
                <Card data-testid="favourite-card">
                  {image ? <img src={image} alt="" loading="lazy" /> : null}
                  <div>
                    <h2>
                      <Link to={productPath(product)}>{product.name}</Link>
                    </h2>
                    {product.provider?.name ? <Muted>{messages.product.soldBy(product.provider.name)}</Muted> : null}
                    <Stars rating={product.avg_rating} count={product.total_review} compact />
                    <strong>{formatCents(product.price_cents)}</strong>
                    {basePrice ? <Muted>{messages.product.basePrice(basePrice)}</Muted> : null}
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setRemoving(product)}
                      aria-label={messages.favourites.remove(product.name)}
                    >
                      {messages.common.remove}
                    </Button>
                  </div>
                </Card>
              </li>
            );
          })}
        </CardGrid>
        <Pagination page={page} totalPages={state.data.meta.last_page} onPageChange={setPage} />
      </>
    );
  }

  return (
    <PageContainer title={messages.favourites.title}>
      {body}
      <ConfirmDialog
        open={removing !== null}
        title={messages.favourites.removeConfirmTitle}
        confirmLabel={messages.common.remove}
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      >
        <p>{removing ? messages.favourites.removeConfirmText(removing.name) : ''}</p>
      </ConfirmDialog>
    </PageContainer>
  );
}
