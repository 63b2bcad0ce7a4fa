import { Suspense } from 'react';
import { ErrorBoundary } from './ErrorBoundary';
import { useRemoteComponent } from './useRemoteComponent';

interface RemoteWidgetProps {
  remote: string;
  exposed: string;
  /** Props handed to the widget. */
  props?: Record<string, unknown>;
}

const emptySlot = () => null;

/** A frame widget of an area (bell, cart, chat launcher); a widget that fails leaves its slot empty. */
export function RemoteWidget({ remote, exposed, props = {} }: RemoteWidgetProps) {
  const { Component } = useRemoteComponent<Record<string, unknown>>(remote, exposed);
  return (
    <ErrorBoundary fallback={emptySlot} onError={(error) => console.warn(`[shell] ${remote}/${exposed}:`, error)}>
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
