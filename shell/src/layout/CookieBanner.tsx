import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { http, requestGraphql, useAuth } from '@marktplatz/shared';
import { messages } from '../messages';
import { ActionButton, Container } from '../ui';
import { readConsent, storeConsent } from './cookieConsent';

interface CookieTexts {
  title: string;
  text: string;
  acceptAll: string;
  necessaryOnly: string;
}

// Sent with the library's plain GraphQL request, so the landing page loads no Apollo for the frame.
const COOKIE_BANNER_QUERY = `
  query CookieBanner {
    cookieBanner {
      title
      content
      accept_all_text
      reject_text
    }
  }
`;

interface CookieBannerData {
  cookieBanner?: {
    title?: string | null;
    content?: string | null;
    accept_all_text?: string | null;
    reject_text?: string | null;
  } | null;
}

/** Texts from the content service's `cookieBanner` query; German defaults when it is missing or fails. */
async function loadCookieTexts(): Promise<CookieTexts> {
  const defaults: CookieTexts = {
    title: messages.cookie.title,
    text: messages.cookie.text,
    acceptAll: messages.cookie.acceptAll,
    necessaryOnly: messages.cookie.necessaryOnly,
  };
  try {
    const result = await requestGraphql<CookieBannerData>(COOKIE_BANNER_QUERY);
    const banner = result.data?.cookieBanner;
    return {
      title: banner?.title || defaults.title,
      text: banner?.content || defaults.text,
      acceptAll: banner?.accept_all_text || defaults.acceptAll,
      necessaryOnly: banner?.reject_text || defaults.necessaryOnly,
    };
  } catch {
    return defaults;
  }
}

const Banner = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  /* above the chat launcher, so no button of the banner is covered */
  z-index: ${({ theme }) => theme.zIndex.dialog + 1};
  background: ${({ theme }) => theme.colors.background};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  padding: ${({ theme }) => theme.space.md} 0;
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    max-width: 70ch;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The cookie banner: shown until the visitor chooses; accepting tells the server when logged in. */
export default function CookieBanner() {
  const { initialised, authenticated, user } = useAuth();
  const [decided, setDecided] = useState(() => readConsent() !== null);
  const [texts, setTexts] = useState<CookieTexts | null>(null);
  const titleId = useId();
  const serverSaysAccepted = authenticated && user?.is_show_cookie === false;
  const visible = initialised && !decided && !serverSaysAccepted;

  useEffect(() => {
    if (!visible || texts) return;
    let active = true;
    void loadCookieTexts().then((loaded) => {
      if (active) setTexts(loaded);
    });
    return () => {
      active = false;
    };
  }, [visible, texts]);

  if (!visible || !texts) return null;

  const choose = (optional: boolean) => {
    storeConsent(optional);
    setDecided(true);
    if (optional && authenticated) void http.post('/acceptCookie', {}).catch(() => undefined);
  };

  return (
    <Banner role="dialog" aria-modal="false" aria-labelledby={titleId} data-testid="cookie-banner">
      <Container>
        <h2 id={titleId}>{texts.title}</h2>
        <p>{texts.text}</p>
        <Buttons>
          <ActionButton type="button" onClick={() => choose(true)}>
            {texts.acceptAll}
          </ActionButton>
          <ActionButton type="button" $variant="secondary" onClick={() => choose(false)}>
            {texts.necessaryOnly}
          </ActionButton>
          <Link to="/page/cookie-richtlinie">{messages.cookie.policy}</Link>
        </Buttons>
      </Container>
    </Banner>
  );
}
