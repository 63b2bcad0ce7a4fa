import { Suspense, type ReactNode } from 'react';
import { VisuallyHidden } from '@marktplatz/shared';
import { SkeletonBlock } from './primitives';

export interface ChartSuspenseProps {
  /** What a screen reader hears while the chart's code loads (e.g. „Diagramm wird geladen …“). */
  loadingText: string;
  /** The lazily loaded chart (its `ChartBox` is as tall as the placeholder). */
  children: ReactNode;
}

/**
 * A lazily loaded chart (chart.js is a chunk of its own): a placeholder of the chart's height with a spoken status
 * until the chart is there (the back office's figures and the provider's finance; since 1.15.0).
 */
export function ChartSuspense({ loadingText, children }: ChartSuspenseProps) {
  return (
    <Suspense
      fallback={
        <div role="status">
          <SkeletonBlock $height="18rem" />
          <VisuallyHidden>{loadingText}</VisuallyHidden>
        </div>
      }
    >
      {children}
    </Suspense>
  );
}
