import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '../messages';
import { ActionButton, Container, Muted } from '../ui';
import { ErrorBoundary } from './ErrorBoundary';
import { reportRenderFailure } from './failureReports';
import { AreaNotDeployedError } from './remotes';
import { ServerIsland } from './ServerIsland';
import { dropServerIsland, findServerIsland, hasServerIslands } from './serverIslands';
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
  // Decided once: the area's element must not change its type when the island is dropped (it would load anew).
  const [withIsland] = useState(hasServerIslands);
  return withIsland ? <IslandOrArea remote={remote} label={label} /> : <LoadedArea remote={remote} label={label} />;
}

/** On a page with a server-rendered island (only then inside the shell's router): the island, else the area. */
function IslandOrArea({ remote, label }: RemoteAreaProps) {
  const { pathname } = useLocation();
  const [island, setIsland] = useState(() => findServerIsland(remote, pathname));
  const onIslandPage = island !== null && island.path === pathname;
  useEffect(() => {
    if (island && !onIslandPage) {
      dropServerIsland(island);
      setIsland(null);
    }
  }, [island, onIslandPage]);
  if (island && onIslandPage) {
    return (
      <ServerIsland
        island={island}
        onFailed={(error) => {
          console.error(`[shell] Bereich ${remote}: Server-Seite nicht übernommen:`, error);
          dropServerIsland(island);
          setIsland(null);
        }}
      />
    );
  }
  return <LoadedArea remote={remote} label={label} />;
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
