import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { messages } from '../messages';
import '../theme/styled';

/** Hides content visually but keeps it for screen readers. */
export const visuallyHidden = css`
  position: absolute !important;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

/** The keyboard focus ring used by every interactive primitive. */
export const focusRing = css`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const SkipAnchor = styled.a`
  ${visuallyHidden}
  &:focus,
  &:focus-visible {
    position: fixed !important;
    top: ${({ theme }) => theme.space.sm};
    inset-inline-start: ${({ theme }) => theme.space.sm};
    width: auto;
    height: auto;
    margin: 0;
    clip: auto;
    overflow: visible;
    z-index: ${({ theme }) => theme.zIndex.dialog + 1};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface SkipLinkProps {
  /** Id of the main content, with or without `#`; default `main`. */
  target?: string;
  children?: ReactNode;
}

/** „Zum Inhalt springen“: the first focusable element of the page. */
export function SkipLink({ target = 'main', children = messages.skipToContent }: SkipLinkProps) {
  const href = target.startsWith('#') ? target : `#${target}`;
  return <SkipAnchor href={href}>{children}</SkipAnchor>;
}

const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.containerWidth};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.lg};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space.lg};
  }
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
  }
`;

export interface PageContainerProps {
  /** The page heading (h1). */
  title?: ReactNode;
  /** Buttons or links beside the heading. */
  actions?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/** The content column of a page, with an optional h1 and actions. */
export function PageContainer({ title, actions, children, className }: PageContainerProps) {
  return (
    <Container className={className}>
      {title || actions ? (
        <Header>
          {title ? <h1>{title}</h1> : <span />}
          {actions ? <div>{actions}</div> : null}
        </Header>
      ) : null}
      {children}
    </Container>
  );
}

/** A bordered surface for grouping content. */
export const Card = styled.section`
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

/** Vertical stack with even gaps. */
export const Stack = styled.div<{ $gap?: 'xs' | 'sm' | 'md' | 'lg' | 'xl' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap = 'md' }) => theme.space[$gap]};
`;
