import { useEffect, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { RoundButton } from '../../../lib/ui';
import { messages } from '../../../messages';
import type { GalleryImage } from '../types';

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Main = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  display: flex;
  align-items: center;
  justify-content: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The kit's button as a round arrow over the picture. */
const Nav = styled(RoundButton)<{ $side: 'start' | 'end' }>`
  && {
    position: absolute;
    top: 50%;
    transform: translateY(-50%);
    ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 8px;' : 'inset-inline-end: 8px;')}
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.4rem;
    font-weight: inherit;
    line-height: normal;
  }
`;

const Thumbs = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  overflow-x: auto;
  button {
    display: block;
    width: 64px;
    height: 64px;
    padding: 0;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
    overflow: hidden;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * The product's pictures: the large one with previous/next buttons, thumbnails below. Keyboard: Tab to the picture,
 * then ←/→ (Home/End) change it; every thumbnail is a button.
 */
export function Gallery({ images, productName }: { images: readonly GalleryImage[]; productName: string }) {
  const [index, setIndex] = useState(0);
  const key = images.map((image) => image.id).join(',');
  useEffect(() => setIndex(0), [key]);

  if (images.length === 0) {
    return (
      <Main aria-label={messages.product.noImage}>
        <span>{messages.product.noImage}</span>
      </Main>
    );
  }
  const current = images[Math.min(index, images.length - 1)] as GalleryImage;
  const go = (next: number) => setIndex((next + images.length) % images.length);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    else if (event.key === 'ArrowLeft') go(index - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(images.length - 1);
    else return;
    event.preventDefault();
  };
  const label = messages.product.imageOf(index + 1, images.length);
  return (
    <Wrap>
      <Main
        tabIndex={images.length > 1 ? 0 : undefined}
        role={images.length > 1 ? 'group' : undefined}
        aria-roledescription={images.length > 1 ? messages.product.gallery : undefined}
        aria-label={images.length > 1 ? `${messages.product.gallery}: ${label}` : undefined}
        onKeyDown={images.length > 1 ? onKeyDown : undefined}
        data-testid="product-gallery"
      >
        <img src={current.image} alt={current.alt || productName} />
        {images.length > 1 ? (
          <>
            <Nav $side="start" onClick={() => go(index - 1)} aria-label={messages.product.previousImage}>
              ‹
            </Nav>
            <Nav $side="end" onClick={() => go(index + 1)} aria-label={messages.product.nextImage}>
              ›
            </Nav>
          </>
        ) : null}
      </Main>
      {images.length > 1 ? (
        <Thumbs aria-label={messages.product.thumbnails}>
          {images.map((image, position) => (
            <li key={`${image.id}-${position}`}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-current={position === index ? 'true' : undefined}
                aria-label={messages.product.showImage(position + 1)}
              >
                <img src={image.image} alt="" loading="lazy" />
              </button>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </Wrap>
  );
}
