import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Dialog, errorMessage, loginPathFor, notify, useAuth } from '@marktplatz/shared';
import { ButtonLink } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import { addFavourite } from '../api/addFavourite';
import { removeFavourite } from '../api/removeFavourite';
import { useIsFavourite } from '../hooks/useIsFavourite';
import { favouriteStore } from '../lib/favouriteStore';
import { RoundButton } from '../../../lib/ui';

/** The kit's button as a round heart. */
const Heart = styled(RoundButton)<{ $on: boolean }>`
  && {
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme, $on }) => ($on ? theme.colors.danger : theme.colors.textMuted)};
  }
  svg {
    width: 22px;
    height: 22px;
  }
  &&:hover,
  &&:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.danger};
  }
  &&:disabled {
    cursor: progress;
  }
`;

/** Heart toggle of a product; a guest is asked to log in first. */
export function FavouriteButton({ productId, productName }: { productId: number; productName: string }) {
  const { authenticated, role } = useAuth();
  const favourite = useIsFavourite(productId);
  const [busy, setBusy] = useState(false);
  const [askLogin, setAskLogin] = useState(false);
  const { pathname, search } = useLocation();

  const toggle = async () => {
    if (!authenticated) {
      setAskLogin(true);
      return;
    }
    if (role !== 'User') {
      notify.info(messages.favourites.customersOnly);
      return;
    }
    setBusy(true);
    try {
      if (favourite) {
        await removeFavourite(productId);
        favouriteStore.set(productId, false);
        notify.success(messages.favourites.removed);
      } else {
        await addFavourite(productId);
        favouriteStore.set(productId, true);
        notify.success(messages.favourites.added);
      }
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Heart
        $on={favourite}
        aria-pressed={favourite}
        aria-label={favourite ? messages.favourites.remove(productName) : messages.favourites.add(productName)}
        onClick={() => void toggle()}
        disabled={busy}
        data-testid="favourite-toggle"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.8 4.5c2.1 0 3.5 1.1 4.2 2.3.7-1.2 2.1-2.3 4.2-2.3 3.8 0 5.9 3.9 4.4 7.3C19.5 16.4 12 21 12 21Z"
          />
        </svg>
      </Heart>
      <Dialog
        open={askLogin}
        onClose={() => setAskLogin(false)}
        title={messages.favourites.loginTitle}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setAskLogin(false)}>
              {messages.common.cancel}
            </Button>
            <ButtonLink to={loginPathFor({ pathname, search })} onClick={() => setAskLogin(false)} data-testid="favourite-login">
              {messages.common.toLogin}
            </ButtonLink>
          </>
        }
      >
        <p>{messages.favourites.loginText}</p>
      </Dialog>
    </>
  );
}
