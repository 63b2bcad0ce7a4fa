import { startTransition, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { messages } from '../../../messages';

export type ResultView = 'list' | 'map';

const WIDE = '(min-width: 1024px)';

const matches = () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE).matches;

function subscribe(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE);
  if (typeof query.addEventListener !== 'function') return () => undefined;
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/** The width from which list and map stand side by side, for CSS (the same as `WIDE`). */
export const WIDE_FROM = '1024px';

/**
 * Whether list and map fit side by side (1024 px and wider); follows the window as it changes size. null on the server
 * and in the first render in the browser, hydrating or not (the width is known once the page is on screen): the page then renders what both widths
 * need and CSS shows the one that fits (`ResultViewTabs` only below 1024 px, the map button only from it), so the
 * browser's next render with the width known moves nothing.
 */
export function useWideScreen(): boolean | null {
  const [wide, setWide] = useState<boolean | null>(null);
  useEffect(() => {
    // As a transition: the page's render with the width known is sliced and may wait for input (an external store
    // would re-render the whole page in one synchronous task right after hydration).
    const update = () => startTransition(() => setWide(matches()));
    update();
    return subscribe(update);
  }, []);
  return wide;
}

/** The ids that tie each tab to its panel (`aria-controls`, `aria-labelledby`). */
export const VIEW_IDS = {
  list: { tab: 'provider-view-list', panel: 'provider-list-panel' },
  map: { tab: 'provider-view-map', panel: 'provider-map-panel' },
} as const;

const Segmented = styled.div`
  display: inline-flex;
  /* A phone's choice: where list and map stand side by side it has no place (the server's markup has it for both). */
  @media (min-width: ${WIDE_FROM}) {
    display: none;
  }
  padding: 3px;
  margin: 0 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  button {
    min-width: 6.5rem;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  button[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ORDER: readonly ResultView[] = ['list', 'map'];

/**
 * „Liste | Karte“ on a phone: the result as a list or as a map, one at a time (tabs: arrow keys, Home and End move
 * between them and show the chosen view; only the chosen tab is in the tab order).
 */
export function ResultViewTabs({ view, onChange }: { view: ResultView; onChange: (view: ResultView) => void }) {
  const refs = useRef<Record<ResultView, HTMLButtonElement | null>>({ list: null, map: null });
  const choose = (next: ResultView) => {
    onChange(next);
    refs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ORDER.indexOf(view);
    const next =
      event.key === 'ArrowRight'
        ? ORDER[(index + 1) % ORDER.length]
        : event.key === 'ArrowLeft'
          ? ORDER[(index - 1 + ORDER.length) % ORDER.length]
          : event.key === 'Home'
            ? ORDER[0]
            : event.key === 'End'
              ? ORDER[ORDER.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <Segmented role="tablist" aria-label={messages.search.views} onKeyDown={onKeyDown} data-testid="result-views">
      {ORDER.map((entry) => (
        <button
          key={entry}
          ref={(element) => {
            refs.current[entry] = element;
          }}
          type="button"
          role="tab"
          id={VIEW_IDS[entry].tab}
          aria-selected={view === entry}
          aria-controls={VIEW_IDS[entry].panel}
          tabIndex={view === entry ? 0 : -1}
          onClick={() => choose(entry)}
        >
          {entry === 'list' ? messages.search.viewList : messages.search.viewMap}
        </button>
      ))}
    </Segmented>
  );
}
