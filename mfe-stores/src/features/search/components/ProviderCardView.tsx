import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Muted } from '@marktplatz/shared/kit';
import type { ProviderCard } from '../api/searchProviders';
import { messages } from '../../../messages';

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

const Logo = styled.div`
  width: 64px;
  height: 64px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: grid;
  place-items: center;
  overflow: hidden;
  font-weight: 700;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Title = styled.h2`
  font-size: 1.125rem;
  margin: 0 0 ${({ theme }) => theme.space.xxs};
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  align-items: center;
  margin: ${({ theme }) => theme.space.xs} 0 0;
`;

/** The card's open state: „Jetzt geöffnet“ / „Geschlossen“ and the API's text („Öffnet morgen um 09:00 Uhr“). */
export function OpenBadge({ open, text }: { open: boolean | null; text: string | null }) {
  if (open === null) return null;
  const label = open ? messages.card.openNow : messages.card.closed;
  const detail = text && text !== label ? text : null;
  return (
    <span data-testid="open-state">
      <Badge $tone={open ? 'success' : 'neutral'}>{label}</Badge>
      {detail ? <Muted as="span" $small>{` ${detail}`}</Muted> : null}
    </span>
  );
}

/** One provider of the search: logo, name, rating, premium badge, distance and open-now. */
export function ProviderCardView({ card }: { card: ProviderCard }) {
  const place = card.store ? `${card.store.title}, ${card.store.city}` : card.city;
  return (
    <Item data-testid="provider-card" data-provider={card.slug}>
      <Logo aria-hidden={card.logo ? undefined : true}>
        {card.logo ? (
          <img src={card.logo} alt={messages.card.logoAlt(card.company_name)} width={64} height={64} loading="lazy" />
        ) : (
          card.company_name.charAt(0).toUpperCase()
        )}
      </Logo>
      <div>
        <Title>
          <Link to={`/provider-detail/${card.slug}`}>{card.company_name}</Link>
        </Title>
        {place ? <Muted $small>{place}</Muted> : null}
        <Facts>
          {card.premium ? <Badge $tone="primary">{messages.card.premium}</Badge> : null}
          {card.distance_km !== null ? <strong data-testid="distance">{messages.card.distance(card.distance_km)}</strong> : null}
          <OpenBadge open={card.open_now} text={card.open_text} />
        </Facts>
        <Facts>
          <Muted as="span" $small>
            {card.rating !== null && card.rating_count > 0 ? messages.card.rating(card.rating, card.rating_count) : messages.card.noRating}
          </Muted>
          {card.industries.length > 0 ? (
            <Muted as="span" $small>
              {card.industries.map((industry) => industry.name).join(' · ')}
            </Muted>
          ) : null}
        </Facts>
      </div>
    </Item>
  );
}
