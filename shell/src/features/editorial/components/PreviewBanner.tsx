import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { PREVIEW_PARAM } from '../hooks/usePreviewLoad';
import { formatLongDate } from '../lib/formatLongDate';
import { editorialText } from '../messages';
import type { PreviewInfo } from '../types';
import { Notice } from './styles';

const Banner = styled.aside`
  position: sticky;
  top: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  align-items: baseline;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 2px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  strong {
    color: ${({ theme }) => theme.colors.warning};
  }
`;

/** The same address without the preview token: the page as visitors see it. */
function usePublicPath(): string {
  const { pathname, search, hash } = useLocation();
  const params = new URLSearchParams(search);
  params.delete(PREVIEW_PARAM);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}

/** Keeps search engines off a preview, also when someone shares the link. */
function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * Above a previewed page or post: that it is not published (or which version it shows) and a way out to the public
 * page; after a refused link, the server's German reason instead.
 */
export function PreviewBanner({ preview, refused }: { preview?: PreviewInfo | undefined; refused: string | null }) {
  const text = editorialText.preview;
  const publicPath = usePublicPath();
  useNoIndex();
  if (refused)
    return (
      <Notice role="alert" data-testid="preview-refused">
        {refused}
      </Notice>
    );
  if (!preview) return null;
  return (
    <Banner aria-label={text.label} data-testid="preview-banner">
      <strong>{preview.status === 'published' ? text.publishedTitle : text.title}</strong>
      <span>
        {text.version(preview.version)}
        {preview.saved_at ? `, ${text.savedAt(formatLongDate(preview.saved_at))}` : ''}
        {preview.saved_by ? ` ${text.savedBy(preview.saved_by)}` : ''}
      </span>
      <Link to={publicPath}>{text.exit}</Link>
    </Banner>
  );
}
