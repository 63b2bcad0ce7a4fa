import styled from 'styled-components';
import type { PostSummary } from '../types';
import { formatLongDate } from '../lib/formatLongDate';
import { assetUrl } from '../lib/assets';
import { Card, CardLink, Meta } from './styles';

const Picture = styled.img`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * A news teaser: picture, date, category and region, title, excerpt. `level` keeps the page's heading outline
 * without gaps: `h2` where the teasers sit right under the page's `h1` (the news list), `h3` under a section's `h2`.
 * `priority` marks the teaser whose picture is the largest thing a phone shows first (the news list's first one):
 * loaded at once with high priority instead of lazily, since it is what the visitor waits for, and decoded in the
 * frame it arrives in (no `decoding="async"`, which may hold its paint back while the scripts run); in the server
 * render React also writes its preload into the head (scripts/ssr `injectServerRender`). The API offers no smaller
 * sizes of a post's picture (no `srcset`), so there is none to choose from.
 */
export function NewsCard({ post, level = 'h3', priority = false }: { post: PostSummary; level?: 'h2' | 'h3'; priority?: boolean }) {
  return (
    <CardLink to={post.url} data-testid="news-card">
      <Card>
        <Picture
          src={assetUrl(post.image)}
          alt=""
          width={800}
          height={450}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding={priority ? undefined : 'async'}
        />
        <Meta>
          <time dateTime={post.published_at}>{formatLongDate(post.published_at)}</time> · {post.category.name}
          {post.region ? ` · ${post.region.name}` : ''}
        </Meta>
        {level === 'h2' ? <h2>{post.title}</h2> : <h3>{post.title}</h3>}
        <p>{post.excerpt}</p>
      </Card>
    </CardLink>
  );
}
