import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  EmptyState,
  errorMessage,
  formatCents,
  germanWeekday,
  notify,
  PageContainer,
  Spinner,
  usePageTitle,
} from '@marktplatz/shared';
import { Alert, Badge, Box, Fact, FactList, Muted, Toolbar } from '@marktplatz/shared/kit';
import { BasketBar } from '../components/BasketBar';
import { SlotPicker } from '../components/SlotPicker';
import { addDishToCart } from '../api/addDishToCart';
import { getFoodProvider } from '../api/getFoodProvider';
import type { FoodDish, FoodProvider } from '../types';
import { messages } from '../../../messages';

/** Spec 02 §8: a failed provider-by-slug call with a non-empty slug clears the detail; the result reads so. */
export const FAILED_RESULT = 'Internal server error';

/**
 * Menu left, the time choice and the facts right; on a phone the time choice comes first (before the dishes are
 * added), then the menu, then the facts.
 */
const Layout = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  grid-template-areas:
    'menu slot'
    'menu info';
  @media (max-width: 800px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto;
    grid-template-areas:
      'slot'
      'menu'
      'info';
  }
`;

const Area = styled.div<{ $area: 'menu' | 'slot' | 'info' }>`
  grid-area: ${({ $area }) => $area};
  align-self: start;
  min-width: 0;
`;

/**
 * One dish: its picture (or a quiet placeholder of the same size, so rows with and without a picture line up), the
 * text, and price with the button; on a phone price and button go under the text.
 */
const DishRow = styled.li`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  grid-template-areas: 'picture text buy';
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: start;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 480px) {
    grid-template-columns: 64px minmax(0, 1fr);
    grid-template-areas:
      'picture text'
      'picture buy';
  }
`;

const Picture = styled.div`
  grid-area: picture;
  width: 100%;
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  svg {
    width: 45%;
    height: 45%;
  }
`;

/** A plate with cutlery: the picture of a dish that has none. */
function NoPicture() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="6" />
      <circle cx="12" cy="12" r="3.2" />
      <path d="M3 4v5M4.5 4v5M3 9h1.5M3.75 9v11M21 4c-1.2 1.2-1.5 3-1.5 5h1.5v11" />
    </svg>
  );
}

const DishText = styled.div`
  grid-area: text;
  min-width: 0;
`;

const Buy = styled.div`
  grid-area: buy;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: nowrap;
  @media (max-width: 480px) {
    justify-content: space-between;
  }
`;

const Dishes = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

/** A box of the facts column; the second one keeps its distance to the first. */
const InfoBox = styled(Box)`
  & + & {
    margin-top: 1rem;
  }
  h2:first-child {
    margin-top: 0;
  }
`;

const PaymentNote = styled(Muted)`
  margin-top: 0.75rem;
`;

/** The restaurant's facts and hours: two columns on every width. */
const Facts = styled(FactList).attrs({ $columns: 'auto 1fr', $gap: '0.25rem 0.75rem', $stackBelow: false as const })``;

function hoursText(day: FoodProvider['opening_hours'][number]): string {
  if (!day.status || !day.from_time || !day.untill_time) return messages.menu.closedDay;
  const second = day.after_from_time && day.after_untill_time ? `, ${day.after_from_time}–${day.after_untill_time}` : '';
  return `${day.from_time}–${day.untill_time}${second}`;
}

function DishItem({ dish, orderable }: { dish: FoodDish; orderable: boolean }) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      await addDishToCart(dish.variant_id, 1);
      notify.success(messages.menu.added(dish.name));
    } catch (error) {
      notify.error(errorMessage(error, messages.menu.addFailed));
    } finally {
      setBusy(false);
    }
  };
  const marks = [...dish.allergens.map((entry) => entry.code), ...dish.additives.map((entry) => entry.code)];
  return (
    <DishRow data-testid="dish" data-picture={dish.image ? 'yes' : 'no'}>
      <Picture>
        {dish.image ? (
          <img src={dish.image.url} alt={dish.image.alt} width={72} height={72} loading="lazy" decoding="async" />
        ) : (
          <NoPicture />
        )}
      </Picture>
      <DishText>
        <strong>{dish.name}</strong>
        {marks.length > 0 ? (
          <sup title={[...dish.allergens, ...dish.additives].map((entry) => entry.label).join(', ')}> {marks.join(',')}</sup>
        ) : null}
        <Muted $small>{dish.description}</Muted>
        {dish.allergens.length > 0 ? (
          <Muted $small>
            {messages.menu.allergens}: {dish.allergens.map((entry) => entry.label).join(', ')}
          </Muted>
        ) : null}
        {dish.additives.length > 0 ? (
          <Muted $small>
            {messages.menu.additives}: {dish.additives.map((entry) => entry.label).join(', ')}
          </Muted>
        ) : null}
      </DishText>
      <Buy>
        <strong>{formatCents(dish.price_cents)}</strong>
        {dish.available ? (
          <Button size="sm" loading={busy} disabled={!orderable} onClick={() => void add()} aria-label={messages.menu.addLabel(dish.name)}>
            {messages.menu.add}
          </Button>
        ) : (
          <Badge $tone="neutral">{messages.menu.soldOut}</Badge>
        )}
      </Buy>
    </DishRow>
  );
}

/** `/food/menu/:slug`: a restaurant's menu by food category, its hours, minimum order, fees and delivery area. */
export default function MenuPage() {
  const { slug = '' } = useParams();
  const [detail, setDetail] = useState<FoodProvider | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  usePageTitle(detail?.name ?? messages.menu.info);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    getFoodProvider(slug, controller.signal)
      .then((provider) => {
        setDetail(provider);
        setResult(null);
      })
      .catch(() => {
        if (controller.signal.aborted) return;
        setDetail(null);
        if (slug !== '') setResult(FAILED_RESULT);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [slug]);

  if (loading) return <Spinner block />;
  if (!detail) {
    return (
      <PageContainer title={messages.menu.notFoundTitle}>
        <EmptyState title={messages.menu.notFoundText} action={<Link to={messages.home}>{messages.menu.toSearch}</Link>} />
        <span hidden data-result={result ?? ''} />
      </PageContainer>
    );
  }
  return <MenuView detail={detail} />;
}

/**
 * The menu of a loaded restaurant (also the server render's, with the data of its route loader). Its first render is
 * the guest's: the time choice and the basket bar load what belongs to this browser's cart after mounting.
 */
export function MenuView({ detail }: { detail: FoodProvider }) {
  const orderable = detail.ordering_open;
  return (
    <PageContainer
      title={detail.name}
      actions={
        <Toolbar>
          <Badge $tone={detail.open_now ? 'success' : 'neutral'}>{detail.open_text}</Badge>
          <Link to="/shop/cart">{messages.menu.toCart}</Link>
        </Toolbar>
      }
    >
      <Muted>
        {detail.cuisine_tags.join(' · ')} · {detail.address}
      </Muted>
      {!orderable ? <Alert $tone="warning">{messages.menu.paused}</Alert> : null}
      <Layout>
        {orderable ? (
          <Area $area="slot">
            <SlotPicker provider={detail} />
          </Area>
        ) : null}
        <Area $area="menu">
          {detail.categories.map((category) => (
            <section key={category.id} aria-labelledby={`category-${category.id}`}>
              <h2 id={`category-${category.id}`}>{category.name}</h2>
              <Dishes>
                {category.dishes.map((dish) => (
                  <DishItem key={dish.id} dish={dish} orderable={orderable} />
                ))}
              </Dishes>
            </section>
          ))}
        </Area>
        <Area as="aside" $area="info" aria-label={messages.menu.info}>
          <InfoBox>
            <h2>{messages.menu.info}</h2>
            <Facts>
              <Fact label={messages.menu.minimum}>{formatCents(detail.minimum_order_cents)}</Fact>
              <Fact label={messages.menu.deliveryFee}>{formatCents(detail.delivery_fee_cents)}</Fact>
              {detail.free_delivery_from_cents !== null ? (
                <Fact label={messages.menu.freeFrom}>{formatCents(detail.free_delivery_from_cents)}</Fact>
              ) : null}
              <Fact label={messages.menu.area}>
                {detail.delivery_postal_codes.length > 0
                  ? detail.delivery_postal_codes.join(', ')
                  : detail.delivery_radius_km !== null
                    ? messages.menu.radius(detail.delivery_radius_km)
                    : '–'}
              </Fact>
              <Fact label={messages.menu.pickup}>{detail.pickup ? messages.menu.pickupYes : messages.menu.pickupNo}</Fact>
            </Facts>
            <PaymentNote $small>{messages.menu.payment}</PaymentNote>
            <Muted $small>{detail.withdrawal_notice}</Muted>
          </InfoBox>
          <InfoBox>
            <h2>{messages.menu.openingHours}</h2>
            <Facts>
              {detail.opening_hours.map((day) => (
                <Fact key={`o-${day.day}`} label={germanWeekday(day.day)}>
                  {hoursText(day)}
                </Fact>
              ))}
            </Facts>
            {detail.delivery_hours.length > 0 ? (
              <>
                <h2>{messages.menu.deliveryHours}</h2>
                <Facts>
                  {detail.delivery_hours.map((day) => (
                    <Fact key={`d-${day.day}`} label={germanWeekday(day.day)}>
                      {hoursText(day)}
                    </Fact>
                  ))}
                </Facts>
              </>
            ) : null}
          </InfoBox>
        </Area>
      </Layout>
      <BasketBar />
    </PageContainer>
  );
}
