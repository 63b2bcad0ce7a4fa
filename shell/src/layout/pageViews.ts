/**
 * Page views of the single-page app, told to whoever counts them (the statistics, once loaded). Kept apart from
 * the statistics so that a page without statistics loads none of its code.
 */
type PageViewListener = (url: string, title: string) => void;

let listener: PageViewListener | null = null;

export function onPageView(next: PageViewListener | null): void {
  listener = next;
}

export function reportPageView(url: string, title: string): void {
  listener?.(url, title);
}
