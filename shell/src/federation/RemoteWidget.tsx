import { startTransition, Suspense, useEffect, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { ErrorBoundary } from './ErrorBoundary';
import { reportRenderFailure } from './failureReports';
import { useRemoteComponent } from './useRemoteComponent';

interface RemoteWidgetProps {
  remote: string;
  exposed: string;
  /** Props handed to the widget. */
  props?: Record<string, unknown>;
  /** Side of the square the widget takes (px): the placeholder keeps it free until the widget is there. */
  size?: number;
}

/** Longest wait for an idle moment before the widgets load anyway (ms). */
export const WIDGET_IDLE_TIMEOUT_MS = 2000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Calls `callback` once the browser is idle after the first paint (at the latest after `timeout` ms). */
export function whenIdle(callback: () => void, timeout = WIDGET_IDLE_TIMEOUT_MS): () => void {
  const win = window as IdleWindow;
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(callback, { timeout });
    return () => win.cancelIdleCallback?.(handle);
  }
  const handle = window.setTimeout(callback, 1);
  return () => window.clearTimeout(handle);
}

/**
 * True once the browser had an idle moment after this component mounted. The widget's render that follows is a
 * transition: React renders it in slices (no long task on a phone while the page is still starting).
 */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}

/** Keeps the widget's place (no layout shift when it arrives); hidden from assistive technology. */
const Placeholder = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
`;

const emptySlot = () => null;

interface LoadedWidgetProps {
  remote: string;
  exposed: string;
  props: Record<string, unknown>;
  placeholder: ReactElement;
}

function LoadedWidget({ remote, exposed, props, placeholder }: LoadedWidgetProps) {
  const { Component } = useRemoteComponent<Record<string, unknown>>(remote, exposed);
  return (
    <ErrorBoundary
      fallback={emptySlot}
      onError={(error) => {
        console.warn(`[shell] ${remote}/${exposed}:`, error);
        reportRenderFailure(remote, error);
      }}
    >
      <Suspense fallback={placeholder}>
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * A frame widget of an area (bell, cart, chat launcher). Its remote loads once the browser is idle after the
 * first paint, so it does not compete with the page's own content; until then a placeholder of the widget's
 * size keeps its place. A widget that fails leaves its slot empty.
 */
export function RemoteWidget({ remote, exposed, props = {}, size = 40 }: RemoteWidgetProps) {
  const idle = useIdle();
  const placeholder = <Placeholder $size={size} aria-hidden="true" data-widget-placeholder="" />;
  if (!idle) return placeholder;
  return <LoadedWidget remote={remote} exposed={exposed} props={props} placeholder={placeholder} />;
}
