import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { PageBanner } from '@marktplatz/shared';
import { assetUrl } from '../../../lib/assetUrl';
import { messages } from '../../../messages';

const Frame = styled.section`
  position: relative;
  margin-bottom: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/**
 * On a phone the picture stands above its caption (a caption laid over a small picture would hide it); from the
 * tablet width on the caption lies over the picture's lower left corner.
 */
const Slide = styled.div`
  position: relative;
  display: grid;
  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    align-items: end;
    min-height: 16rem;
    img {
      position: absolute;
      inset: 0;
      height: 100%;
      aspect-ratio: auto;
    }
  }
`;

const Caption = styled.div`
  position: relative;
  padding: ${({ theme }) => theme.space.md};
  background: rgba(0, 0, 0, 0.78);
  color: #fff;
  overflow-wrap: break-word;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    margin: ${({ theme }) => theme.space.md};
    max-width: 32rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: rgba(0, 0, 0, 0.66);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  a {
    color: #fff;
    font-weight: 600;
  }
`;

const Controls = styled.div`
  position: absolute;
  top: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  button {
    width: 44px;
    height: 44px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(0, 0, 0, 0.66);
    color: #fff;
    font-size: 1.4rem;
    cursor: pointer;
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  span {
    padding: 2px ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: rgba(0, 0, 0, 0.66);
    color: #fff;
    font-size: ${({ theme }) => theme.typography.sizes.sm};
  }
`;

function BannerLink({ banner }: { banner: PageBanner }) {
  if (!banner.button_url) return null;
  const text = banner.button_text || messages.marketplace.discover;
  return banner.button_url.startsWith('/') ? <Link to={banner.button_url}>{text}</Link> : <a href={banner.button_url}>{text}</a>;
}

/** The marketplace banners as a carousel operated with its buttons (no automatic rotation). */
export function HeroSlider({ banners }: { banners: readonly PageBanner[] }) {
  const [index, setIndex] = useState(0);
  const current = banners[index % banners.length];
  if (!current) return null;
  const go = (step: number) => setIndex((value) => (value + step + banners.length) % banners.length);
  return (
    <Frame aria-roledescription={messages.marketplace.carousel} aria-label={messages.marketplace.banners} data-testid="marketplace-banner">
      <Slide
        role="group"
        aria-roledescription={messages.marketplace.slide}
        aria-label={messages.marketplace.slideOf(index + 1, banners.length)}
      >
        <picture>
          {current.image_mobile ? <source media="(max-width: 480px)" srcSet={assetUrl(current.image_mobile)} /> : null}
          <img src={assetUrl(current.image)} alt={current.alt_text} />
        </picture>
        <Caption>
          <h2>{current.title}</h2>
          {current.subtitle ? <p>{current.subtitle}</p> : null}
          <BannerLink banner={current} />
        </Caption>
      </Slide>
      {banners.length > 1 ? (
        <Controls>
          <button type="button" onClick={() => go(-1)} aria-label={messages.marketplace.previousSlide}>
            ‹
          </button>
          <span aria-live="polite">{`${index + 1} / ${banners.length}`}</span>
          <button type="button" onClick={() => go(1)} aria-label={messages.marketplace.nextSlide}>
            ›
          </button>
        </Controls>
      ) : null}
    </Frame>
  );
}
