import { Suspense, useCallback } from 'react';
import styled from 'styled-components';
import { messages } from '../messages';
import { ActionButton, Container, Muted } from '../ui';
import { ErrorBoundary } from './ErrorBoundary';
import { reportRenderFailure } from './failureReports';
import { AreaNotDeployedError, loadExposed } from './remotes';
import { WithServerIsland, type HydrateModule } from './ServerIsland';
import { AreaVersionError } from './versionCheck';
import { useRemoteComponent } from './useRemoteComponent';

const FallbackBox = styled.section`
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

const Loading = styled.p`
  margin: ${({ theme }) => theme.space.xl} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface AreaFallbackProps {
  label: string;
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}

export function AreaFallback({ label, error, retrying, onRetry }: AreaFallbackProps) {
  const notDeployed = error instanceof AreaNotDeployedError;
  const outdated = error instanceof AreaVersionError;
  const title = notDeployed
    ? messages.fallback.notDeployedTitle(label)
    : outdated
      ? messages.fallback.versionTitle(label)
      : messages.fallback.loadTitle(label);
  const text = notDeployed ? messages.fallback.notDeployedText : outdated ? messages.fallback.versionText : messages.fallback.loadText;
  return (
    <Container>
      <FallbackBox data-testid="area-fallback" data-reason={outdated ? 'version' : undefined} role="alert" aria-live="assertive">
        <h2>{title}</h2>
        <Muted>{text}</Muted>
        <ActionButton type="button" data-testid="area-retry" onClick={onRetry} disabled={retrying}>
          {retrying ? messages.fallback.retrying : messages.fallback.retry}
        </ActionButton>
      </FallbackBox>
    </Container>
  );
}

interface RemoteAreaProps {
  remote: string;
  label: string;
}

/**
 * An area loaded at runtime (`<remote>/Area`), isolated: failing to load or to render shows the fallback. On the page
 * the server rendered for the area to hydrate (serverIslands.ts), the area's hydrated root instead, until the visitor
 * leaves that page or the hydration cannot load.
 */
export function RemoteArea({ remote, label }: RemoteAreaProps) {
  const load = useCallback(() => loadExposed<HydrateModule>(remote, 'hydrate'), [remote]);
  return (
    <WithServerIsland area={remote} load={load}>
      <LoadedArea remote={remote} label={label} />
    </WithServerIsland>
  );
}

/** The area's `Area` module under the shell's router, error boundary and loading line. */
function LoadedArea({ remote, label }: RemoteAreaProps) {
  const { Component, attempt, retrying, retry } = useRemoteComponent<object>(remote, 'Area');
  return (
    <ErrorBoundary
      key={attempt}
      fallback={(error) => <AreaFallback label={label} error={error} retrying={retrying} onRetry={() => void retry()} />}
      onError={(error) => {
        console.error(`[shell] Bereich ${remote} fehlgeschlagen:`, error);
        reportRenderFailure(remote, error);
      }}
    >
      <Suspense
        fallback={
          <Container>
            <Loading role="status">{messages.fallback.loading(label)}</Loading>
          </Container>
        }
      >
        <Component />
      </Suspense>
    </ErrorBoundary>
  );
}
