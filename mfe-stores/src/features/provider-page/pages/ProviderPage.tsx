import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  EmptyState,
  ErrorState,
  formatCents,
  isReachable,
  setMetaTag,
  Spinner,
  StackList,
  useFetch,
  usePageTitle,
} from '@marktplatz/shared';
import { Alert, Badge, ButtonLink, coverPicture, Muted, SectionTitle, TraderInfo } from '@marktplatz/shared/kit';
import { getProviderLocations, type PublicLocation } from '../api/getProviderLocations';
import { getProviderPage, type ProviderPageData } from '../api/getProviderPage';
import type { VendorPolicy } from '../api/getVendorPolicy';
import type { ProviderLeadRoute } from '../api/listProviderLeadRoutes';
import type { ProviderProduct } from '../api/listProviderProducts';
import type { RatingsPage } from '../api/listRatings';
import { AppointmentDialog } from '../components/AppointmentDialog';
import { LeadsSkeleton } from '../components/LeadsSkeleton';
import { LocationsSection } from '../components/LocationsSection';
import { PolicySection } from '../components/PolicySection';
import { ProductsSkeleton } from '../components/ProductsSkeleton';
import { RatingsSection } from '../components/RatingsSection';
import { useSettledParts, type ProviderPart } from '../lib/settledParts';
import { messages } from '../../../messages';

const T = messages.page;

// Products and lead routes load after the main content, each in its own chunk; their skeletons keep the final size.
const ProductsSection = lazy(() => import('../components/ProductsSection'));
const LeadsSection = lazy(() => import('../components/LeadsSection'));

const Page = styled.article`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.md};
  section {
    margin-top: ${({ theme }) => theme.space.xl};
  }
`;

/** The room of the parts while they load (one loading state; the page's footer stays where it will be). */
const PartsPending = styled.div`
  min-height: 60vh;
  margin-top: ${({ theme }) => theme.space.xl};
`;

const Head = styled.header`
  display: grid;
  grid-template-columns: 88px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  h1 {
    margin: 0;
    overflow-wrap: anywhere;
  }
  .logo {
    width: 88px;
    height: 88px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    display: grid;
    place-items: center;
    font-size: 2rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.textMuted};
    overflow: hidden;
  }
  .logo img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

/** A text with its line breaks as typed. */
const Paragraphs = styled.p`
  white-space: pre-line;
`;

const Gallery = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  img {
    ${coverPicture}
    border-radius: ${({ theme }) => theme.radii.md};
    display: block;
  }
`;

const Cards = styled(StackList).attrs({ $gap: 'md' as const })`
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.md};
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.0625rem;
  }
  img {
    max-width: 100%;
    max-height: 160px;
    object-fit: contain;
  }
`;

/** A content block's price: the API answers it in euros (`"12.50"`, no `_cents` companion yet), shown like every amount. */
const euro = (value: string) => formatCents(Math.round(Number(value) * 100));

function Description({ page }: { page: ProviderPageData }) {
  if (!page.description && page.description_contents.length === 0) return null;
  return (
    <section aria-labelledby="provider-about">
      <SectionTitle id="provider-about">{T.about}</SectionTitle>
      {page.description ? <Paragraphs>{page.description}</Paragraphs> : null}
      {page.description_contents.map((block) => {
        if (block.content_type === 'heading')
          return block.contents.map((entry) => <h3 key={`${block.id}-${entry.position}`}>{entry.content}</h3>);
        if (block.content_type === 'list')
          return (
            <ul key={block.id}>
              {block.contents.map((entry) => (
                <li key={entry.position}>{entry.content}</li>
              ))}
            </ul>
          );
        return block.contents.map((entry) => <Paragraphs key={`${block.id}-${entry.position}`}>{entry.content}</Paragraphs>);
      })}
    </section>
  );
}

/**
 * What the server render loaded with the page (`lib/serverRoutes.tsx`): each part shows at once — on the server and in
 * the browser's hydration alike, so nothing is replaced or moves when it arrives. A part left out or null (its call
 * failed) starts with its loading state on both sides and is loaded by the browser.
 */
export interface ProviderPageParts {
  locations?: PublicLocation[] | null;
  products?: ProviderProduct[] | null;
  leads?: ProviderLeadRoute[] | null;
  ratings?: RatingsPage | null;
  policy?: VendorPolicy | null;
  /** The Berlin weekday the server loaded the page on (the stores' week marks it as today until the browser's day follows). */
  weekday?: number;
}

/** The page of a loaded provider; `loaded`: the parts that came with the page (server render). */
export function ProviderView({ page, preview, loaded = {} }: { page: ProviderPageData; preview: boolean; loaded?: ProviderPageParts }) {
  const [requesting, setRequesting] = useState<PublicLocation | null>(null);
  const initialLocations = loaded.locations ?? undefined;
  const locations = useFetch((signal) => getProviderLocations(page.slug, signal), [page.slug], {
    initial: initialLocations ? () => initialLocations : undefined,
  });
  const locationsSettled = locations.data !== undefined || locations.error !== undefined;
  const parts: ProviderPart[] = [
    ...(page.show_product ? (['products'] as const) : []),
    ...(page.show_lead ? (['leads'] as const) : []),
    'ratings',
    'policy',
  ];
  // Shown together once each has answered; a part the server loaded has answered (`loaded`), one it could not has not.
  const { shown: partsShown, settle } = useSettledParts(parts, (part) =>
    part === 'ratings' ? !page.show_rating || loaded.ratings != null : loaded[part] != null,
  );
  const place = [page.postal_code, page.city].filter(Boolean).join(' ');
  const chat = `/chat?with=${page.user_id}`;

  useEffect(() => {
    const text = page.vendor_text || page.description;
    if (text) setMetaTag('description', text.slice(0, 160));
  }, [page.vendor_text, page.description]);

  return (
    <Page data-testid="provider-page">
      {preview ? (
        <Alert role="note" $tone="info">
          {T.previewNote} {page.show_profile ? '' : T.hiddenNote}
        </Alert>
      ) : null}
      <Head>
        <div className="logo" aria-hidden={page.company_logo ? undefined : true}>
          {page.company_logo ? (
            <img src={page.company_logo} alt={messages.card.logoAlt(page.company_name)} width={88} height={88} />
          ) : (
            page.company_name.charAt(0)
          )}
        </div>
        <div>
          <h1>{page.company_name}</h1>
          {page.is_premium ? <Badge $tone="primary">{messages.card.premium}</Badge> : null}
          {page.vendor_text ? <p>{page.vendor_text}</p> : null}
          <Muted $small>
            {[`${page.street ?? ''} ${page.street_number ?? ''}`.trim(), place].filter(Boolean).join(', ')}
            {page.total_review > 0 ? ` · ${T.average(page.avg_rating)} (${T.totalReviews(page.total_review)})` : ''}
            {page.quantity_of_sales > 0 ? ` · ${T.sales(page.quantity_of_sales)}` : ''}
          </Muted>
          <div className="actions">
            {page.show_chat && isReachable(chat) ? <ButtonLink to={chat}>{T.chat}</ButtonLink> : null}
            {page.phone ? <a href={`tel:${(page.calling_code ?? '') + page.phone.replace(/[^0-9]/g, '')}`}>{T.call}</a> : null}
            {page.url ? (
              <a href={page.url} rel="noopener noreferrer nofollow" target="_blank">
                {T.website}
              </a>
            ) : null}
          </div>
        </div>
      </Head>

      <Description page={page} />

      <section aria-labelledby="provider-locations">
        <SectionTitle id="provider-locations">{T.locations}</SectionTitle>
        {locations.loading && !locations.data ? <Spinner block /> : null}
        {locations.error !== undefined ? <ErrorState error={locations.error} onRetry={locations.reload} /> : null}
        {locations.data ? <LocationsSection locations={locations.data} onRequest={setRequesting} renderedOn={loaded.weekday} /> : null}
      </section>

      {/* What follows the stores comes once their list is there: the list grows from one spinner to its cards,
          and anything already painted below it would jump (layout shift). */}
      {locationsSettled ? (
        <>
          {page.company_images.length > 0 ? (
            <section aria-labelledby="provider-gallery">
              <SectionTitle id="provider-gallery">{T.gallery}</SectionTitle>
              <Gallery>
                {page.company_images.map((image, index) =>
                  image.image ? (
                    <li key={image.id}>
                      <img src={image.image} alt={T.galleryImage(index + 1, page.company_name)} loading="lazy" width={300} height={225} />
                    </li>
                  ) : null,
                )}
              </Gallery>
            </section>
          ) : null}

          {page.certificates.length > 0 ? (
            <section aria-labelledby="provider-certificates">
              <SectionTitle id="provider-certificates">{T.certificates}</SectionTitle>
              <Cards>
                {page.certificates.map((certificate) => (
                  <li key={certificate.id}>
                    <h3>{certificate.name}</h3>
                    {certificate.image ? <img src={certificate.image} alt="" loading="lazy" /> : null}
                    {certificate.text ? <p>{certificate.text}</p> : null}
                  </li>
                ))}
              </Cards>
            </section>
          ) : null}

          {page.company_contents.length > 0 ? (
            <section aria-labelledby="provider-offers">
              <SectionTitle id="provider-offers">{T.offers}</SectionTitle>
              <Cards>
                {page.company_contents.map((content) => (
                  <li key={content.id}>
                    <h3>{content.title}</h3>
                    {content.image ? <img src={content.image} alt="" loading="lazy" /> : null}
                    {content.text ? <p>{content.text}</p> : null}
                    {content.price ? (
                      <p>
                        {content.dicounted_price ? (
                          <>
                            <strong>{euro(content.dicounted_price)}</strong>{' '}
                            <Muted as="span">{`${T.priceBefore} ${euro(content.price)}`}</Muted>
                          </>
                        ) : (
                          <strong>{euro(content.price)}</strong>
                        )}
                      </p>
                    ) : null}
                    {content.button_url && content.button_text ? (
                      content.is_external_url ? (
                        <a href={content.button_url} rel="noopener noreferrer nofollow" target="_blank">
                          {content.button_text}
                        </a>
                      ) : (
                        <Link to={content.button_url}>{content.button_text}</Link>
                      )
                    ) : null}
                  </li>
                ))}
              </Cards>
            </section>
          ) : null}

          {/* The parts load at the same time and show together (lib/settledParts): none moves another. */}
          {partsShown ? null : (
            <PartsPending aria-busy="true" data-testid="provider-parts-pending">
              <Spinner block />
            </PartsPending>
          )}

          {page.show_product ? (
            <section aria-labelledby="provider-products" hidden={!partsShown}>
              <SectionTitle id="provider-products">{T.products}</SectionTitle>
              <Suspense fallback={<ProductsSkeleton />}>
                <ProductsSection providerId={page.user_id} initial={loaded.products ?? undefined} onSettled={() => settle('products')} />
              </Suspense>
            </section>
          ) : null}

          {page.show_lead ? (
            <section aria-labelledby="provider-leads" hidden={!partsShown}>
              <SectionTitle id="provider-leads">{T.leads}</SectionTitle>
              <Suspense fallback={<LeadsSkeleton />}>
                <LeadsSection providerId={page.user_id} initial={loaded.leads ?? undefined} onSettled={() => settle('leads')} />
              </Suspense>
            </section>
          ) : null}

          <section aria-labelledby="provider-ratings" hidden={!partsShown}>
            <SectionTitle id="provider-ratings">{T.ratings}</SectionTitle>
            <RatingsSection page={page} initial={loaded.ratings ?? undefined} onSettled={() => settle('ratings')} />
          </section>

          <section aria-labelledby="provider-policies" hidden={!partsShown}>
            <SectionTitle id="provider-policies">{T.policies}</SectionTitle>
            <PolicySection slug={page.slug} initial={loaded.policy ?? undefined} onSettled={() => settle('policy')} />
          </section>

          {page.trader && partsShown ? <TraderInfo trader={page.trader} /> : null}
        </>
      ) : null}

      <AppointmentDialog store={requesting} onClose={() => setRequesting(null)} />
    </Page>
  );
}

function isNotFound(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { code?: string }).code === 'NOT_FOUND');
}

/** `/provider-detail/:slug` (`?preview=1` for the owner): the public provider page; an old slug form redirects. */
export default function ProviderPage() {
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const preview = params.get('preview') === '1';
  const state = useFetch((signal) => getProviderPage(slug, preview, signal), [slug, preview]);
  usePageTitle(state.data?.company_name ?? '');

  if (state.loading && !state.data) return <Spinner block />;
  if (state.error !== undefined || !state.data) {
    return isNotFound(state.error) ? (
      <EmptyState title={T.notFound} action={<Link to="/provider-search">{messages.toSearch}</Link>} />
    ) : (
      <ErrorState title={T.loadFailed} error={state.error} onRetry={state.reload} />
    );
  }
  if (state.data.redirect && state.data.slug !== slug) {
    return <Navigate to={`/provider-detail/${state.data.slug}${preview ? '?preview=1' : ''}`} replace />;
  }
  return <ProviderView page={state.data} preview={preview} />;
}
