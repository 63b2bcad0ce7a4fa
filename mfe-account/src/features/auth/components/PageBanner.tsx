import styled from 'styled-components';
import { usePageBanners, type BannerPage, type PageBanner as Banner } from '@marktplatz/shared';

const Box = styled.aside`
  /* The seeded banners' height (title, one line of text, link): the loading placeholder keeps it, so the form
     below does not move when the banner arrives. */
  min-height: 7.5rem;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  strong {
    display: block;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
  p {
    margin: 0;
  }
`;

/**
 * The first content banner of a page (login, registration): title, subtitle and its link; nothing while loading
 * or when there is none (while loading, an empty box of its height holds the place). The banner image is left out for now: the content seed names images the API does not
 * serve yet (`/images/banners/login.jpg`, `registration.jpg`), and a missing image is a failed request on the page.
 * `banners`: the page's banners already loaded (the server render's loader data, on the server and in the browser's
 * hydration): shown at once, not asked for again; without them they load in the browser.
 */
export function PageBanner({ page, banners }: { page: BannerPage; banners?: Banner[] }) {
  const { data, loading } = usePageBanners(page, { initial: () => banners });
  const banner = data?.[0];
  if (loading) return <Box aria-hidden="true" data-testid="page-banner-placeholder" />;
  if (!banner) return null;
  return (
    <Box data-testid="page-banner" aria-label={banner.title}>
      <strong>{banner.title}</strong>
      {banner.subtitle ? <p>{banner.subtitle}</p> : null}
      {banner.button_text && banner.button_url ? <a href={banner.button_url}>{banner.button_text}</a> : null}
    </Box>
  );
}
