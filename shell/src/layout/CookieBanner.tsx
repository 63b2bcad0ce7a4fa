import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, type Graphql, loadGraphql, queryGraphql, useAuth } from '@marktplatz/shared';
import { messages } from '../messages';
import { acceptCookies } from '../features/frame';
import { bareButton, Container } from '../ui';
import { loadLayout } from '../features/editorial/lib/layoutData';
import {
  CONSENT_CATEGORIES,
  consentVersionKnown,
  onOpenCookieSettings,
  setConsentVersion,
  storeConsent,
  useConsent,
  type ConsentCategory,
} from './cookieConsent';
import { useOverlay } from './overlays';

// The category settings load when the visitor opens them.
const CookieCategories = lazy(() => import(/* webpackChunkName: "cookie-settings" */ './CookieCategories'));

/** A cookie as the settings list it (the API's `CookieContent`). */
export type CookieEntry = Pick<Graphql.CookieContent, 'name' | 'provider' | 'purpose' | 'duration'>;

export interface CookieCategory {
  key: ConsentCategory;
  name: string;
  description: string;
  required: boolean;
  cookies: CookieEntry[];
}

export interface CookieTexts {
  title: string;
  text: string;
  acceptAll: string;
  necessaryOnly: string;
  settings: string;
  saveSelection: string;
  privacyUrl: string;
  imprintUrl: string;
  categories: CookieCategory[];
}

// Parsed with Apollo's own `gql` once Apollo is loaded (only when the settings need the texts), so this module
// pulls no GraphQL code into the page frame.
const COOKIE_BANNER_QUERY = `
  query CookieBanner {
    cookieBanner {
      title
      content
      accept_all_text
      accept_selected_text
      reject_text
      settings_text
      privacy_url
      imprint_url
      cookie_types { key name description is_required contents { name provider purpose duration } }
    }
  }
`;

/** The `cookieBanner` fields the query asks for (generated GraphQL types). */
type CookieBannerAnswer = Pick<
  Graphql.CookieBanner,
  'title' | 'content' | 'accept_all_text' | 'accept_selected_text' | 'reject_text' | 'settings_text' | 'privacy_url' | 'imprint_url'
> & {
  cookie_types: (Pick<Graphql.CookieType, 'key' | 'name' | 'description' | 'is_required'> & {
    contents: Pick<Graphql.CookieContent, 'name' | 'provider' | 'purpose' | 'duration'>[];
  })[];
};

interface CookieBannerData {
  cookieBanner: CookieBannerAnswer | null;
}

const isUsedCategory = (key: string): key is ConsentCategory => (CONSENT_CATEGORIES as readonly string[]).includes(key);

function defaultTexts(): CookieTexts {
  const text = messages.cookie;
  return {
    title: text.title,
    text: text.text,
    acceptAll: text.acceptAll,
    necessaryOnly: text.necessaryOnly,
    settings: text.settings,
    saveSelection: text.saveSelection,
    privacyUrl: '/page/datenschutz',
    imprintUrl: '/page/impressum',
    categories: text.categories.map((category) => ({ ...category, cookies: [] })),
  };
}

/**
 * Texts and categories from the content service's `cookieBanner` query through the page's Apollo Client (which
 * this loads), German defaults when it is missing or fails. Only categories something on the site uses are
 * offered (CONSENT_CATEGORIES): a category the operator describes but the site never sets would ask for a
 * consent that means nothing.
 */
export async function loadCookieTexts(): Promise<CookieTexts> {
  try {
    const { gql } = await loadGraphql();
    const data = await queryGraphql<CookieBannerData>(gql(COOKIE_BANNER_QUERY));
    return cookieTextsFrom(data.cookieBanner);
  } catch {
    return defaultTexts();
  }
}

/** The banner's texts from the content service's answer (German defaults for what is missing). */
export function cookieTextsFrom(banner: CookieBannerData['cookieBanner'] | undefined): CookieTexts {
  const defaults = defaultTexts();
  if (!banner) return defaults;
  const fromCms = (banner.cookie_types ?? [])
    .filter((type) => isUsedCategory(type.key))
    .map<CookieCategory>((type) => ({
      key: type.key as ConsentCategory,
      name: type.name,
      description: type.description,
      required: type.key === 'necessary' || type.is_required,
      cookies: type.contents ?? [],
    }));
  const categories = defaults.categories.map((category) => fromCms.find((entry) => entry.key === category.key) ?? category);
  return {
    title: banner.title || defaults.title,
    text: banner.content || defaults.text,
    acceptAll: banner.accept_all_text || defaults.acceptAll,
    necessaryOnly: banner.reject_text || defaults.necessaryOnly,
    settings: banner.settings_text || defaults.settings,
    saveSelection: banner.accept_selected_text || defaults.saveSelection,
    privacyUrl: banner.privacy_url || defaults.privacyUrl,
    imprintUrl: banner.imprint_url || defaults.imprintUrl,
    categories,
  };
}

/**
 * The page's first view from the shell's server (scripts/first-view.mjs): the banner painted before any script,
 * its texts (so they are not asked for again) and a choice clicked before this script ran.
 */
interface FirstViewWindow {
  __marktplatzCookieBanner?: CookieBannerData['cookieBanner'];
  __marktplatzBannerChoice?: 'all' | 'necessary' | 'settings';
}
const firstView = (): FirstViewWindow => (typeof window === 'undefined' ? {} : (window as unknown as FirstViewWindow));

/** Texts the server sent with the page, else null. */
function serverTexts(): CookieTexts | null {
  const banner = firstView().__marktplatzCookieBanner;
  return banner ? cookieTextsFrom(banner) : null;
}

/** Whether the visitor unclamped the server's banner text („Mehr lesen“) before this script ran. */
function serverBannerExpanded(): boolean {
  return typeof document !== 'undefined' && document.getElementById('mp-first-banner')?.hasAttribute('data-expanded') === true;
}

/** Removes the server's banner once this one is shown (or not needed); takes the choice clicked on it. */
function takeServerBanner(): FirstViewWindow['__marktplatzBannerChoice'] {
  document.getElementById('mp-first-banner')?.remove();
  const view = firstView();
  const choice = view.__marktplatzBannerChoice;
  delete view.__marktplatzBannerChoice;
  return choice;
}

/*
 * A compact bottom sheet (as serious German shops show it). On a phone (390 × 844) the summary stays below ~30 % of
 * the screen and its text block clearly below the page's own first content (the sign-in page's two-line welcome is
 * the smallest), so the page — never the banner — is the largest paint: the title at body size, the text in small
 * type clamped to two lines with „Mehr lesen“ beside their end (a button with aria-expanded that unclamps it; beside
 * the text it keeps the text narrower and needs no row of its own; screen readers read the whole paragraph anyway,
 * the settings view shows it in full), „Alle akzeptieren“ and „Nur notwendige“ side by side as equal buttons (same
 * size, colour and weight: refusing is as easy as accepting), „Einstellungen“ as a text button first in the row of
 * legal links. From 1024 px the summary is one calm row: text (at most 48 characters
 * wide) and links on the left, the two buttons on the right.
 * scripts/first-view.mjs paints the same sheet from the server (a hand copy of these rules: change both together).
 */
const Text = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  column-gap: ${({ theme }) => theme.space.sm};
  h2 {
    flex: 1 0 100%;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    line-height: 1.25;
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  h2:focus {
    outline: none;
  }
  p {
    flex: 1 1 0;
    min-width: 0;
    margin: 0;
    max-width: 70ch;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    line-height: 1.25rem;
  }
`;

/** The two choices (three in the settings), equal in size, colour and weight (none is pushed). */
const Buttons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :nth-child(3) {
    grid-column: 1 / -1;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 13rem);
    > :nth-child(3) {
      grid-column: auto;
    }
  }
`;

const Choice = styled(Button).attrs({ variant: 'link' })`
  && {
    ${bareButton}
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.sizes.md};
    font-weight: ${({ theme }) => theme.typography.weights.medium};
    line-height: 1.25;
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
`;

/** „Mehr lesen“ (beside the text's last line) and „Einstellungen“: text buttons in the link colour, 24 px high. */
const TextButton = styled(Button).attrs({ variant: 'link' })`
  && {
    ${bareButton}
    display: block;
    min-height: 24px;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.link};
    font: inherit;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    line-height: 1.5rem;
    text-decoration: underline;
    text-underline-offset: 2px;
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid ${({ theme }) => theme.colors.focus};
      outline-offset: 2px;
    }
  }
  ${Text} > && {
    flex: none;
    margin-bottom: -2px;
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: 1.5rem;
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
`;

const Banner = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  max-height: 85vh;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: 12px 0 max(12px, env(safe-area-inset-bottom));
  &[data-view='summary']:not([data-expanded]) ${Text} p {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
  }
  &[data-expanded] ${Text} p {
    flex-basis: 100%;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space.md} 0 max(${({ theme }) => theme.space.md}, env(safe-area-inset-bottom));
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    &[data-view='summary'] ${Text} p {
      max-width: 48ch;
    }
    &[data-view='summary'] ${Layout} {
      grid-template-columns: minmax(0, 1fr) auto;
      grid-template-areas: 'text choices' 'links choices';
      gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.xl};
      align-items: center;
    }
    &[data-view='summary'] ${Text} {
      grid-area: text;
    }
    &[data-view='summary'] ${Buttons} {
      grid-area: choices;
    }
    &[data-view='summary'] ${Links} {
      grid-area: links;
    }
  }
`;

/**
 * The consent banner (§ 25 TDDDG, Art. 7 DSGVO): „Alle akzeptieren“ and „Nur notwendige“ as equal buttons,
 * „Einstellungen“ beside the privacy, cookie policy and imprint links; the settings show the whole text and list
 * each used category with what it stores, „Notwendig“ fixed on. Shown until
 * the visitor chooses under the current banner version, and again from the footer's „Cookie-Einstellungen“.
 * A logged-in user's choice is also recorded by the server.
 */
export default function CookieBanner() {
  const { initialised, authenticated } = useAuth();
  const consent = useConsent();
  const [reopened, setReopened] = useState(false);
  const [details, setDetails] = useState(false);
  // The first view never waits for GraphQL: the texts the server sent with the page, else the German defaults.
  // Without the server's texts, the operator's texts and cookie lists are asked for (through Apollo) only when the
  // visitor opens the settings, so a page without GraphQL does not load Apollo for the banner.
  const [texts, setTexts] = useState<CookieTexts>(() => serverTexts() ?? defaultTexts());
  const [operatorTexts, setOperatorTexts] = useState(() => serverTexts() !== null);
  const [selection, setSelection] = useState<ConsentCategory[]>(['necessary']);
  // „Mehr lesen“ on a phone; a tap on the server's banner before this one mounted is kept.
  const [expanded, setExpanded] = useState(serverBannerExpanded);
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const wanted = initialised && (consent === null || reopened);
  const visible = useOverlay('cookie-banner', wanted);

  // The consent version: the server's page carries it; else `/layoutData` (which header and footer load anyway).
  useEffect(() => {
    if (consentVersionKnown()) return;
    let active = true;
    void loadLayout().then((layout) => {
      if (active) setConsentVersion(layout?.consent_version);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(
    () =>
      onOpenCookieSettings(() => {
        setSelection(consent?.categories ?? ['necessary']);
        setDetails(true);
        setReopened(true);
      }),
    [consent],
  );

  useEffect(() => {
    if (!visible || !details || operatorTexts) return;
    let active = true;
    void loadCookieTexts().then((loaded) => {
      if (!active) return;
      setTexts(loaded);
      setOperatorTexts(true);
    });
    return () => {
      active = false;
    };
  }, [visible, details, operatorTexts]);

  // Focus goes to the title when the banner is reopened and when its settings open: „Einstellungen“ makes way for
  // them, so its focus would otherwise fall back to the page.
  useEffect(() => {
    if (visible && (reopened || details)) heading.current?.focus();
  }, [visible, reopened, details]);

  // The server's banner gives way in the same frame this one appears (or as soon as no banner is wanted).
  const settled = initialised && (visible || !wanted);
  useLayoutEffect(() => {
    if (!settled) return;
    const early = takeServerBanner();
    if (!early || !visible) return;
    if (early === 'settings') {
      setDetails(true);
    } else {
      choose(early === 'all' ? texts.categories.map((category) => category.key) : ['necessary']);
    }
    // only once, when the banner settles
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  if (!visible) return null;

  function choose(allowed: readonly ConsentCategory[]) {
    const stored = storeConsent(allowed);
    setReopened(false);
    setDetails(false);
    if (authenticated) {
      const optional = stored.categories.filter((category) => category !== 'necessary');
      void acceptCookies(optional, stored.version).catch(() => undefined);
    }
  }
  const all = texts.categories.map((category) => category.key);
  const toggle = (key: ConsentCategory, on: boolean) =>
    setSelection((current) => (on ? [...new Set([...current, key])] : current.filter((entry) => entry !== key)));

  return (
    <Banner
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      data-view={details ? 'details' : 'summary'}
      data-expanded={expanded ? '' : undefined}
    >
      <Container>
        <Layout>
          <Text>
            <h2 id={titleId} ref={heading} tabIndex={-1}>
              {texts.title}
            </h2>
            <p id={textId}>{texts.text}</p>
            {details ? null : (
              <TextButton type="button" aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded(!expanded)}>
                {expanded ? messages.cookie.less : messages.cookie.more}
              </TextButton>
            )}
          </Text>
          {details ? (
            <Suspense fallback={null}>
              <CookieCategories categories={texts.categories} selection={selection} onToggle={toggle} />
            </Suspense>
          ) : null}
          <Buttons>
            <Choice type="button" onClick={() => choose(all)}>
              {texts.acceptAll}
            </Choice>
            <Choice type="button" onClick={() => choose(['necessary'])}>
              {texts.necessaryOnly}
            </Choice>
            {details ? (
              <Choice type="button" onClick={() => choose(selection)}>
                {texts.saveSelection}
              </Choice>
            ) : null}
          </Buttons>
          <Links>
            {details ? null : (
              <TextButton
                type="button"
                aria-expanded={false}
                onClick={() => {
                  setSelection(consent?.categories ?? ['necessary']);
                  setDetails(true);
                }}
              >
                {texts.settings}
              </TextButton>
            )}
            <Link to={texts.privacyUrl}>{messages.cookie.privacy}</Link>
            <Link to="/page/cookie-richtlinie">{messages.cookie.policy}</Link>
            <Link to={texts.imprintUrl}>{messages.cookie.imprint}</Link>
          </Links>
        </Layout>
      </Container>
    </Banner>
  );
}
