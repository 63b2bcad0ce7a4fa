import styled from 'styled-components';
import { InlineList } from './GridList';
import { messages } from '../messages';
import '../theme/styled';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation; default „Seitennavigation“. */
  label?: string;
  /** How many page numbers to show around the current one. */
  siblings?: number;
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-block: ${({ theme }) => theme.space.lg};
  ul {
    align-items: center;
  }
  li[data-compact] {
    display: none;
    padding: 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
  }
  /* On a phone only previous, „Seite x von y“ and next fit in one row. */
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    li[data-page] {
      display: none;
    }
    li[data-compact] {
      display: block;
    }
  }
`;

const PageButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
  &:hover:not(:disabled):not([aria-current='page']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.onDisabled};
    background: ${({ theme }) => theme.colors.disabled};
    border-color: ${({ theme }) => theme.colors.disabled};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Gap = styled.span`
  padding: 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page numbers to show: first, last and a window around the current page, `null` for a gap. */
export function pageItems(page: number, totalPages: number, siblings = 1): (number | null)[] {
  const items: (number | null)[] = [];
  const start = Math.max(2, page - siblings);
  const end = Math.min(totalPages - 1, page + siblings);
  items.push(1);
  if (start > 2) items.push(null);
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < totalPages - 1) items.push(null);
  if (totalPages > 1) items.push(totalPages);
  return items;
}

/** Page navigation with German labels; the current page carries `aria-current="page"`. */
export function Pagination({ page, totalPages, onPageChange, label = messages.pagination, siblings = 1 }: PaginationProps) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (target >= 1 && target <= totalPages && target !== page) onPageChange(target);
  };
  return (
    <Nav aria-label={label}>
      <InlineList>
        <li>
          <PageButton type="button" onClick={() => go(page - 1)} disabled={page <= 1} aria-label={messages.previousPage}>
            ‹
          </PageButton>
        </li>
        {pageItems(page, totalPages, siblings).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} aria-hidden="true" data-page="">
              <Gap>…</Gap>
            </li>
          ) : (
            <li key={item} data-page="">
              <PageButton
                type="button"
                onClick={() => go(item)}
                aria-label={messages.page(item)}
                aria-current={item === page ? 'page' : undefined}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li data-compact="">{messages.pageOf(page, totalPages)}</li>
        <li>
          <PageButton type="button" onClick={() => go(page + 1)} disabled={page >= totalPages} aria-label={messages.nextPage}>
            ›
          </PageButton>
        </li>
      </InlineList>
    </Nav>
  );
}
