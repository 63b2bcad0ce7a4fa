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

/** Removes the server's banner once this one is shown (or not needed); takes the choice clicked on it. */
function takeServerBanner(): FirstViewWindow['__marktplatzBannerChoice'] {
  document.getElementById('mp-first-banner')?.remove();
  const view = firstView();
  const choice = view.__marktplatzBannerChoice;
  delete view.__marktplatzBannerChoice;
  return choice;
}

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
  padding: ${({ theme }) => theme.space.md} 0;
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    max-width: 70ch;
  }
`;

/** The three choices side by side, equal in size, colour and weight (none is pushed). */
const Buttons = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: 1fr;
  margin: ${({ theme }) => theme.space.sm} 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: repeat(3, minmax(0, 14rem));
  }
`;

const Choice = styled(Button).attrs({ variant: 'link' })`
  && {
    ${bareButton}
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 2px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    font-weight: ${({ theme }) => theme.typography.weights.medium};
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

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/**
 * The consent banner (§ 25 TDDDG, Art. 7 DSGVO): „Alle akzeptieren“, „Nur notwendige“ and „Einstellungen“ as
 * equal buttons; the settings list each used category with what it stores, „Notwendig“ fixed on. Shown until
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
  const titleId = useId();
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

  useEffect(() => {
    if (visible && reopened) heading.current?.focus();
  }, [visible, reopened]);

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
    >
      <Container>
        <h2 id={titleId} ref={heading} tabIndex={-1}>
          {texts.title}
        </h2>
        <p>{texts.text}</p>
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
          ) : (
            <Choice
              type="button"
              aria-expanded={false}
              onClick={() => {
                setSelection(consent?.categories ?? ['necessary']);
                setDetails(true);
              }}
            >
              {texts.settings}
            </Choice>
          )}
        </Buttons>
        <Links>
          <Link to={texts.privacyUrl}>{messages.cookie.privacy}</Link>
          <Link to="/page/cookie-richtlinie">{messages.cookie.policy}</Link>
          <Link to={texts.imprintUrl}>{messages.cookie.imprint}</Link>
        </Links>
      </Container>
    </Banner>
  );
}
