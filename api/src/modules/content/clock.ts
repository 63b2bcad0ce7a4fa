/**
 * The content module's "now": what visitors see (scheduled pages and news) and what counts as a date in the past
 * for an editor's schedule. Tests move it (`setContentClock`) to look at the site before and after a scheduled time.
 */
let clock: () => Date = () => new Date();

export function contentNow(): Date {
  return clock();
}

/** Replaces the clock; answers a function that restores the previous one. */
export function setContentClock(next: () => Date): () => void {
  const previous = clock;
  clock = next;
  return () => {
    clock = previous;
  };
}
