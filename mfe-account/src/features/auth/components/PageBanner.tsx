import styled from 'styled-components';
import { usePageBanners, type BannerPage } from '@marktplatz/shared';

const Figure = styled.figure`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  img {
    display: block;
    width: 100%;
    max-height: 12rem;
    object-fit: cover;
  }
  figcaption {
    padding: ${({ theme }) => theme.space.md};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

/** The first content banner of a page (login, registration); nothing while loading or when there is none. */
export function PageBanner({ page }: { page: BannerPage }) {
  const { data } = usePageBanners(page);
  const banner = data?.[0];
  if (!banner) return null;
  return (
    <Figure data-testid="page-banner">
      <picture>
        {banner.image_mobile ? <source media="(max-width: 600px)" srcSet={banner.image_mobile} /> : null}
        <img src={banner.image} alt={banner.alt_text} width={1200} height={300} />
      </picture>
      <figcaption>
        <strong>{banner.title}</strong>
        {banner.subtitle ? <span>{banner.subtitle}</span> : null}
      </figcaption>
    </Figure>
  );
}
