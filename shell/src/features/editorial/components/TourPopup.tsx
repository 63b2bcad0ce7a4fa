import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAuth } from '@marktplatz/shared';
import { readConsent } from '../../../layout/cookieConsent';
import { useMenuOpen, useOverlay } from '../../../layout/overlays';
import { getTourSeen } from '../api/getTourSeen';
import { setTourSeen } from '../api/setTourSeen';
import { editorialText } from '../messages';

export const TOUR_STORAGE_KEY = 'tour_popup_seen';

const Box = styled.aside`
  position: fixed;
  inset-inline-start: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.header};
  max-width: min(22rem, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.md};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  ol {
    margin: 0 0 ${({ theme }) => theme.space.md};
    padding-inline-start: 1.2em;
  }
  button {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    cursor: pointer;
  }
`;

function seenLocally(): boolean {
  try {
    return window.localStorage.getItem(TOUR_STORAGE_KEY) === '1';
  } catch {
    return true;
  }
}

function rememberLocally(): void {
  try {
    window.localStorage.setItem(TOUR_STORAGE_KEY, '1');
  } catch {
    // storage blocked: shown again next time
  }
}

/**
 * The short tour, shown once per user: logged in, the server remembers it (`/setTourPopup`); otherwise local
 * storage. Shown only on a page opened after the cookie choice, never beside another overlay and never over the open
 * header menu (layout/overlays).
 * Not modal.
 */
export function TourPopup() {
  const { initialised, authenticated } = useAuth();
  // Never in the same page view as the cookie banner: the tour waits for a page opened after the choice.
  const [canShow] = useState(() => readConsent() !== null);
  const [open, setOpen] = useState(false);
  // Never over the open header menu: it steps back while the menu is open and comes back after.
  const granted = useOverlay('tour', open);
  const menuOpen = useMenuOpen();
  const shown = granted && !menuOpen;

  // Once: seen as soon as it was on screen, whether closed or left behind.
  useEffect(() => {
    if (!shown) return;
    rememberLocally();
    if (authenticated) void setTourSeen().catch(() => undefined);
  }, [shown, authenticated]);

  useEffect(() => {
    if (!initialised || !canShow) return;
    let active = true;
    if (authenticated) {
      getTourSeen().then(
        (seen) => active && setOpen(!seen),
        () => active && setOpen(false),
      );
    } else {
      setOpen(!seenLocally());
    }
    return () => {
      active = false;
    };
  }, [initialised, authenticated, canShow]);

  if (!shown) return null;
  const text = editorialText.tour;
  const close = () => setOpen(false);
  return (
    <Box aria-labelledby="tour-heading" aria-label={text.label} data-testid="tour-popup">
      <h2 id="tour-heading">{text.heading}</h2>
      <ol>
        {text.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <button type="button" onClick={close}>
        {text.close}
      </button>
    </Box>
  );
}
