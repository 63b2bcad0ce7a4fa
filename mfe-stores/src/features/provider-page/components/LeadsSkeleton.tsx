import styled from 'styled-components';
import { StackList } from '@marktplatz/shared';
import { SkeletonBlock } from '@marktplatz/shared/kit';
import { messages } from '../../../messages';

const T = messages.page;

/** One row per lead route, of a fixed height (the skeleton takes the same room). */
export const LeadList = styled(StackList)`
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    min-height: 5.5rem;
    display: grid;
    align-content: start;
    gap: 0.25rem;
    min-width: 0;
  }
  li > * {
    margin: 0;
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .text {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

/** The rows' skeleton. */
export function LeadsSkeleton() {
  return (
    <LeadList aria-busy="true" aria-label={T.leadsLoading} data-testid="leads-skeleton">
      {[0, 1].map((index) => (
        <li key={index} aria-hidden="true">
          <SkeletonBlock $height="1.1rem" $width="60%" />
          <SkeletonBlock $height="0.9rem" />
          <SkeletonBlock $height="0.9rem" $width="40%" />
        </li>
      ))}
    </LeadList>
  );
}
