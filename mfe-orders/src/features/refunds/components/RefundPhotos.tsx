import styled from 'styled-components';
import { GridList, useFetch } from '@marktplatz/shared';
import { coverPicture, Muted } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';
import { getRefundDetail } from '../api/getRefundDetail';

const Gallery = styled(GridList)`
  a {
    display: block;
    border-radius: ${({ theme }) => theme.radii.md};
  }
  img {
    display: block;
    ${coverPicture}
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/**
 * The customer's photos of a refund (for its provider or customer): thumbnails that open the picture. The URLs are
 * signed and short-lived, so they are read when the refund is shown, never kept.
 */
export function RefundPhotos({ refundId, headingLevel = 3 }: { refundId: number; headingLevel?: 3 | 4 }) {
  const detail = useFetch((signal) => getRefundDetail(refundId, signal), [refundId]);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  if (detail.loading) return <Muted $small>{messages.refunds.photosLoading}</Muted>;
  if (detail.error !== undefined)
    return (
      <Muted $small role="status">
        {messages.refunds.photosFailed}
      </Muted>
    );
  const photos = detail.data?.photos ?? [];
  if (photos.length === 0) return null;
  return (
    <section aria-labelledby={`refund-photos-${refundId}`} data-testid="refund-photos">
      <Heading id={`refund-photos-${refundId}`}>{messages.refunds.customerPhotos}</Heading>
      <Gallery $min="8rem">
        {photos.map((photo) => (
          <li key={photo.id}>
            <a href={photo.url} target="_blank" rel="noopener noreferrer" aria-label={messages.refunds.openPhoto(photo.file_name)}>
              <img src={photo.url} alt={photo.file_name} loading="lazy" width={160} height={120} />
            </a>
          </li>
        ))}
      </Gallery>
    </section>
  );
}
