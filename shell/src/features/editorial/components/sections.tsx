/** The landing page's sections; each renders nothing when its data is missing (spec 01 §8: falls back to nothing). */
import { useSyncExternalStore } from 'react';
import { Field, Form } from 'react-final-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { isReachable, notify } from '@marktplatz/shared';
import { ServerRenderedForm } from '@marktplatz/shared/kit';
import { Container } from '../../../ui';
import { subscribeNewsletter } from '../api/subscribeNewsletter';
import type { Banner, LatestProvider, PostSummary, Widget, WidgetItem } from '../types';
import { assetUrl } from '../lib/assets';
import { NewsCard } from './NewsCard';
import { ButtonLink, Card, CardGrid, CardLink, Section, SectionLead } from './styles';
import { editorialText } from '../messages';

const noSubscription = () => () => undefined;
const everyLink = () => true;
const shownOnServer = () => everyLink;
const shownInBrowser = () => isReachable;

/**
 * Which links the sections show: on the server and in a hydration's render every link (the server does not know which
 * areas this site deploys), right after the hydration and in a render of the browser's own only links to a built
 * screen (`isReachable`). So a hydration finds the server's markup, and a link into an area that is not deployed goes
 * right after it.
 */
function useReachable(): (url: string) => boolean {
  return useSyncExternalStore(noSubscription, shownInBrowser, shownOnServer);
}

const HeroBand = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const HeroGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding: ${({ theme }) => theme.space.xl} 0;
  min-height: 320px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1.1fr 1fr;
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  p {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    margin: 0 0 ${({ theme }) => theme.space.lg};
    max-width: 52ch;
  }
`;

/** Holds the hero image's place (2:1) while the banner loads. */
const HeroPlaceholder = styled.div`
  aspect-ratio: 2 / 1;
`;

const HeroImage = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The hero: the first home banner, else the page's own heading (the hero never disappears). */
export function Hero({ banner, loading }: { banner: Banner | undefined; loading: boolean }) {
  const text = editorialText.landing;
  const reachable = useReachable();
  const target = banner?.button_url ?? '/shop';
  return (
    <HeroBand aria-labelledby="landing-heading">
      <Container>
        <HeroGrid>
          <div>
            <h1 id="landing-heading">{banner?.title ?? text.heading}</h1>
            <p>{banner?.subtitle ?? text.lead}</p>
            <Actions>
              {reachable(target) ? (
                <ButtonLink to={target}>{banner?.button_text ?? text.primary}</ButtonLink>
              ) : (
                <ButtonLink to="/shop">{text.primary}</ButtonLink>
              )}
              <ButtonLink to="/become-a-provider" $secondary>
                {text.secondary}
              </ButtonLink>
            </Actions>
          </div>
          {banner ? (
            <HeroImage src={assetUrl(banner.image)} alt={banner.alt_text} width={800} height={400} fetchPriority="high" />
          ) : (
            <HeroPlaceholder aria-hidden="true" data-loading={loading ? 'true' : undefined} />
          )}
        </HeroGrid>
      </Container>
    </HeroBand>
  );
}

/** A tile's picture: its box (16:9) is held before the picture loads, so nothing below it moves. */
const TilePicture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  margin-bottom: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

/** How wide a tile shows: the screen on phones, a third of the content column (at most 400 px) above. */
const TILE_SIZES = '(max-width: 640px) 100vw, 400px';

/**
 * A tile's body: its picture (below the fold, so loaded lazily; decorative beside the tile's heading, hence no alt
 * text of its own), title and text.
 */
function TileBody({ item }: { item: WidgetItem }) {
  return (
    <Card>
      {item.image ? (
        <TilePicture
          src={assetUrl(item.image)}
          srcSet={item.image_srcset ?? undefined}
          sizes={item.image_srcset ? TILE_SIZES : undefined}
          width={item.image_width ?? 480}
          height={item.image_height ?? 270}
          alt=""
          loading="lazy"
          decoding="async"
          data-testid="tile-picture"
        />
      ) : null}
      <h3>{item.title}</h3>
      <p>{item.text}</p>
    </Card>
  );
}

/** A widget as a titled grid of cards (links when the entries have a URL); tiles into unbuilt parts are left out. */
export function WidgetSection({ widget, testId }: { widget: Widget | undefined; testId: string }) {
  const reachable = useReachable();
  const items = widget?.items.filter((item) => !item.url || reachable(item.url)) ?? [];
  if (!widget || items.length === 0) return null;
  const headingId = `widget-${widget.key}`;
  return (
    <Section aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId}>{widget.title}</h2>
      {widget.subtitle ? <SectionLead>{widget.subtitle}</SectionLead> : null}
      <CardGrid>
        {items.map((item) => (
          <li key={item.title}>
            {item.url ? (
              <CardLink to={item.url}>
                <TileBody item={item} />
              </CardLink>
            ) : (
              <TileBody item={item} />
            )}
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

const Initial = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: 50%;
  margin-bottom: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

function ProviderCard({ provider }: { provider: LatestProvider }) {
  return (
    <Card>
      <Initial aria-hidden="true">{provider.company_name.slice(0, 1).toUpperCase()}</Initial>
      <h3>{provider.company_name}</h3>
      <p>{provider.city}</p>
    </Card>
  );
}

export function ProvidersSection({ providers }: { providers: LatestProvider[] | undefined }) {
  const reachable = useReachable();
  if (!providers || providers.length === 0) return null;
  const text = editorialText.landing;
  return (
    <Section aria-labelledby="providers-heading" data-testid="section-providers">
      <h2 id="providers-heading">{text.providersHeading}</h2>
      <SectionLead>{text.providersLead}</SectionLead>
      <CardGrid $min="12rem">
        {providers.map((provider) => (
          <li key={provider.id}>
            {reachable(`/provider-detail/${provider.slug}`) ? (
              <CardLink to={`/provider-detail/${provider.slug}`}>
                <ProviderCard provider={provider} />
              </CardLink>
            ) : (
              <ProviderCard provider={provider} />
            )}
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

export function NewsSection({ posts }: { posts: PostSummary[] | undefined }) {
  if (!posts || posts.length === 0) return null;
  const text = editorialText.landing;
  return (
    <Section aria-labelledby="news-heading" data-testid="section-news">
      <h2 id="news-heading">{text.newsHeading}</h2>
      <SectionLead>
        <Link to="/news">{text.newsAll}</Link>
      </SectionLead>
      <CardGrid $min="17rem">
        {posts.map((post) => (
          <li key={post.id}>
            <NewsCard post={post} />
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}

const NewsletterForm = styled(ServerRenderedForm)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  label {
    flex-basis: 100%;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
  input {
    flex: 1 1 16rem;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    font: inherit;
  }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
    cursor: pointer;
  }
  small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

interface NewsletterValues {
  email?: string;
}

/**
 * Newsletter sign-up (double opt-in through the newsletter module's call). On a server-rendered landing page an
 * address typed before the hydration stays (`ServerRenderedForm`).
 */
export function NewsletterSection({ widget }: { widget: Widget | undefined }) {
  if (!widget) return null;
  const text = editorialText.newsletter;
  const submit = async ({ email = '' }: NewsletterValues, form: { change: (name: 'email', value: undefined) => void }) => {
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      notify.error(text.invalid);
      return;
    }
    try {
      notify.success((await subscribeNewsletter(email.trim())) || text.sent);
      form.change('email', undefined);
    } catch {
      notify.error(text.failed);
    }
  };
  return (
    <Section aria-labelledby="newsletter-heading" data-testid="section-newsletter">
      <Card>
        <h2 id="newsletter-heading">{widget.title}</h2>
        {widget.subtitle ? <SectionLead>{widget.subtitle}</SectionLead> : null}
        <Form<NewsletterValues> onSubmit={submit}>
          {({ handleSubmit, submitting }) => (
            <NewsletterForm onSubmit={handleSubmit} noValidate>
              <label htmlFor="newsletter-email">{text.label}</label>
              <Field<string> name="email">
                {({ input }) => <input {...input} id="newsletter-email" type="email" autoComplete="email" placeholder="name@beispiel.de" />}
              </Field>
              <button type="submit" disabled={submitting}>
                {widget.button_text ?? text.button}
              </button>
              <small>
                {text.privacyBefore}
                <Link to="/page/datenschutz">{text.privacyLink}</Link>
                {text.privacyAfter}
              </small>
            </NewsletterForm>
          )}
        </Form>
      </Card>
    </Section>
  );
}
