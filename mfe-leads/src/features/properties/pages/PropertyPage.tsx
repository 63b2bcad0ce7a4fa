import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, PageContainer, formatEuroWhole, formatNumber, useFetch, usePageTitle } from '@marktplatz/shared';
import { Box, LoadState, Muted } from '@marktplatz/shared/kit';
import { getProperty } from '../api/getProperty';
import type { PropertyDetail } from '../types';
import { Facts } from '../../../lib/ui';
import { TYPE_LABEL } from './FinderPage';
import { ViewingForm } from '../components/ViewingForm';
import { messages } from '../../../messages';

const text = messages.property;

const Gallery = styled.div`
  img {
    display: block;
    width: 100%;
    /* The photo's room is known before it arrives: nothing below it moves when it does. */
    aspect-ratio: 4 / 3;
    max-height: 420px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
    list-style: none;
    padding: 0;
    overflow-x: auto;
  }
  ul button {
    padding: 0;
    border: 2px solid transparent;
    background: none;
  }
  ul button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  ul img {
    width: 96px;
    height: 64px;
  }
`;
const NoImage = styled.div`
  display: grid;
  place-items: center;
  min-height: 160px;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  }
`;

function PhotoGallery({ property }: { property: PropertyDetail }) {
  const [index, setIndex] = useState(0);
  if (property.gallery.length === 0) return <NoImage>{text.noPhotos}</NoImage>;
  return (
    <Gallery>
      <img
        src={property.gallery[index]}
        alt={text.photo(property.title, index + 1, property.gallery.length)}
        width={800}
        height={600}
        fetchPriority="high"
      />
      {property.gallery.length > 1 ? (
        <ul aria-label={text.photos}>
          {property.gallery.map((image, at) => (
            <li key={image}>
              <button type="button" aria-pressed={at === index} aria-label={text.showPhoto(at + 1)} onClick={() => setIndex(at)}>
                <img src={image} alt="" width={96} height={64} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Gallery>
  );
}

function Detail({ property }: { property: PropertyDetail }) {
  return (
    <Layout>
      <div>
        <PhotoGallery property={property} />
        <Box aria-labelledby="facts-title">
          <h2 id="facts-title">{text.facts}</h2>
          <Facts>
            <dt>{text.price}</dt>
            <dd>{formatEuroWhole(property.price)}</dd>
            <dt>{text.livingArea}</dt>
            <dd>{property.living_area_text}</dd>
            <dt>{text.rooms}</dt>
            <dd>{formatNumber(property.rooms, property.rooms % 1 ? 1 : 0)}</dd>
            <dt>{text.type}</dt>
            <dd>{TYPE_LABEL[property.property_type] ?? property.property_type}</dd>
            <dt>{text.location}</dt>
            <dd>
              {property.postal_code} {property.city}
            </dd>
          </Facts>
          <p>{property.description}</p>
        </Box>
        <Box aria-labelledby="energy-title">
          <h2 id="energy-title">{text.energy}</h2>
          {property.energy ? (
            <Facts>
              <dt>{text.certificateType}</dt>
              <dd>{property.energy.certificate_type}</dd>
              <dt>{property.energy.certificate_type === 'Verbrauchsausweis' ? text.consumption : text.demand}</dt>
              <dd>{text.energyValue(formatNumber(property.energy.energy_value_kwh, 1))}</dd>
              <dt>{text.energyClass}</dt>
              <dd>{property.energy.energy_class}</dd>
              <dt>{text.energySource}</dt>
              <dd>{property.energy.main_energy_source}</dd>
              <dt>{text.constructionYear}</dt>
              <dd>{property.energy.construction_year}</dd>
            </Facts>
          ) : (
            <Muted>{text.noCertificate}</Muted>
          )}
        </Box>
      </div>
      <ViewingForm property={property} />
    </Layout>
  );
}

/**
 * `/property-detail/:slug` (listing) and `/property?slug=` (viewing request). `initialProperty`: the listing when it
 * came with the page (server render), the first render's data instead of the call.
 */
export default function PropertyPage({
  viewingOnly = false,
  initialProperty,
}: {
  viewingOnly?: boolean;
  initialProperty?: PropertyDetail;
}) {
  const params = useParams();
  const [search] = useSearchParams();
  const slug = params.slug ?? search.get('slug') ?? '';
  const state = useFetch((signal) => (slug ? getProperty(slug, signal) : Promise.resolve(null)), [slug], {
    initial: initialProperty ? () => initialProperty : undefined,
  });
  usePageTitle(state.data ? (viewingOnly ? text.viewingTitle(state.data.title) : state.data.title) : text.title);
  return (
    <PageContainer
      title={
        state.data ? (viewingOnly ? text.viewingTitle(state.data.title) : state.data.title) : viewingOnly ? text.requestViewing : text.title
      }
      actions={<Link to="/properties">{text.back}</Link>}
    >
      <LoadState state={state}>
        {(property) =>
          !property ? (
            <EmptyState title={text.chooseFirst} action={<Link to="/properties">{text.toSearch}</Link>} />
          ) : viewingOnly ? (
            <>
              <Muted>
                <Link to={`/property-detail/${property.slug}`}>{property.title}</Link> · {formatEuroWhole(property.price)} ·{' '}
                {property.living_area_text}
              </Muted>
              <ViewingForm property={property} />
            </>
          ) : (
            <Detail property={property} />
          )
        }
      </LoadState>
    </PageContainer>
  );
}
