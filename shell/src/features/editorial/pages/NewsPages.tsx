import { useId, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, FieldShell, Input, Select, useFamilyState, useFetch } from '@marktplatz/shared';
import { ServerRenderedForm } from '@marktplatz/shared/kit';
import { bareButton, Muted, PageSection } from '../../../ui';
import { fetchCategories } from '../api/fetchCategories';
import { fetchPost } from '../api/fetchPost';
import { fetchPostPreview } from '../api/fetchPostPreview';
import { fetchPosts } from '../api/fetchPosts';
import { fetchRegions } from '../api/fetchRegions';
import { formatLongDate } from '../lib/formatLongDate';
import { isNotFound } from '../lib/isNotFound';
import { assetUrl } from '../lib/assets';
import { useHead, usePageSeo } from '../lib/head';
import { useSlugFetch } from '../hooks/useSlugFetch';
import { usePreviewLoad, type Previewed } from '../hooks/usePreviewLoad';
import type { Post } from '../types';
import { newsQueryOf, sameNewsQuery, type NewsListInitial } from '../lib/newsQuery';
import { takeServerLoaderData } from '../lib/serverLoaderData';
import { NewsCard } from '../components/NewsCard';
import { Body } from '../components/Prose';
import { PreviewBanner } from '../components/PreviewBanner';
import { CardGrid, Meta, Section } from '../components/styles';
import { editorialText } from '../messages';

/** Below 768 px the filters wait behind the „Filter“ button, so the posts fill the first screen. */
const FilterToggle = styled(Button).attrs({ variant: 'link' })`
  && {
    ${bareButton}
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-height: 44px;
    margin-top: ${({ theme }) => theme.space.md};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
    @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
      display: none;
    }
  }
`;

/** The hint under the search field takes a line of its own. */
const SearchHint = styled(Muted)`
  flex-basis: 100%;
`;

/** The article's lead, bold and at reading width. */
const Excerpt = styled.p`
  font-weight: 600;
  max-width: 72ch;
`;

/** The filters in one row that wraps; the kit's fields grow alike and end level with the button. */
// The news list is server-rendered and hydrated: what is typed into its filters before the hydration stays.
const Filters = styled(ServerRenderedForm)<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: flex;
  }
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-end;
  margin: ${({ theme }) => theme.space.lg} 0;
  > div {
    flex: 1 1 12rem;
    margin-bottom: 0;
  }
`;

const Pager = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space.lg};
  a[aria-disabled='true'] {
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The filters of the news list; region and category mirror the family state and the address. */
interface NewsFilterValues {
  region: string;
  category: string;
  q: string;
}

/**
 * The news list (`/news`): region (remembered in the news family), category, search, pagination. `initial`: the first
 * data the server's route loaded (lib/serverRoutes.tsx) — on the server, or in the browser from the server's page
 * (lib/serverLoaderData) — the first render's data while the query is the one it was loaded for.
 */
export function NewsList({ initial: given }: { initial?: NewsListInitial } = {}) {
  const [initial] = useState(() => given ?? takeServerLoaderData<NewsListInitial>('news-list'));
  const text = editorialText.news;
  usePageSeo('PAGE', 'news', { title: text.title, description: text.description });
  const { filters, setFilter } = useFamilyState('news');
  const region = typeof filters.region === 'string' ? filters.region : '';
  const [params, setParams] = useSearchParams();
  const { search, category, page } = newsQueryOf(params);
  const seeded = initial && sameNewsQuery(initial.query, { page, region, search, category }) ? initial : undefined;
  // The keyword field starts with the address's keyword and then holds what is typed until it is searched for.
  const [typedSearch] = useState(search);
  const [hint, setHint] = useState(false);
  const fieldId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const activeFilters = [region, category, search].filter(Boolean).length;

  const regions = useFetch((signal) => fetchRegions(signal).catch(() => []), [], { initial: () => seeded?.regions });
  const categories = useFetch((signal) => fetchCategories(signal).catch(() => []), [], { initial: () => seeded?.categories });
  const posts = useFetch((signal) => fetchPosts({ page, region, search, category }, signal), [page, region, search, category], {
    initial: () => seeded?.posts,
  });

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const submit = ({ q }: NewsFilterValues) => {
    const value = (q ?? '').trim();
    if (value.length === 1) {
      setHint(true);
      return;
    }
    setHint(false);
    update({ q: value, page: '' });
  };

  const meta = posts.data?.meta;
  const pageLink = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    return `/news?${next.toString()}`;
  };

  return (
    <PageSection>
      <h1>{text.heading}</h1>
      <FilterToggle
        type="button"
        aria-expanded={filtersOpen}
        aria-controls="news-filters"
        onClick={() => setFiltersOpen(!filtersOpen)}
        data-testid="news-filter-toggle"
      >
        {activeFilters > 0 ? text.filterActive(activeFilters) : text.filter}
      </FilterToggle>
      {/* Region and category apply on change, the keyword on „Suchen“ (or Enter); the form follows the address. */}
      <Form<NewsFilterValues> onSubmit={submit} initialValues={{ region, category, q: typedSearch }} keepDirtyOnReinitialize>
        {({ handleSubmit }) => (
          <Filters id="news-filters" role="search" aria-label={text.filter} onSubmit={handleSubmit} $open={filtersOpen}>
            <Field<string> name="region">
              {({ input }) => (
                <FieldShell
                  id={`${fieldId}-region`}
                  label={text.region}
                  hintId={`${fieldId}-region-hint`}
                  errorId={`${fieldId}-region-error`}
                >
                  <Select
                    {...input}
                    id={`${fieldId}-region`}
                    value={input.value ?? ''}
                    onChange={(event) => {
                      input.onChange(event);
                      setFilter('region', event.target.value);
                      update({ page: '' });
                    }}
                    data-testid="news-region"
                  >
                    <option value="">{text.allRegions}</option>
                    {(regions.data ?? []).map((entry) => (
                      <option key={entry.slug} value={entry.slug}>
                        {entry.name}
                      </option>
                    ))}
                  </Select>
                </FieldShell>
              )}
            </Field>
            <Field<string> name="category">
              {({ input }) => (
                <FieldShell
                  id={`${fieldId}-category`}
                  label={text.category}
                  hintId={`${fieldId}-category-hint`}
                  errorId={`${fieldId}-category-error`}
                >
                  <Select
                    {...input}
                    id={`${fieldId}-category`}
                    value={input.value ?? ''}
                    onChange={(event) => {
                      input.onChange(event);
                      update({ category: event.target.value, q: '', page: '' });
                    }}
                  >
                    <option value="">{text.allCategories}</option>
                    {(categories.data ?? []).map((entry) => (
                      <option key={entry.slug} value={entry.slug}>
                        {entry.name} ({entry.posts_count})
                      </option>
                    ))}
                  </Select>
                </FieldShell>
              )}
            </Field>
            <Field<string> name="q">
              {({ input }) => (
                <FieldShell id={`${fieldId}-q`} label={text.search} hintId={`${fieldId}-q-hint`} errorId={`${fieldId}-q-error`}>
                  <Input
                    {...input}
                    id={`${fieldId}-q`}
                    value={input.value ?? ''}
                    type="search"
                    aria-describedby={hint ? 'news-search-hint' : undefined}
                  />
                </FieldShell>
              )}
            </Field>
            <Button type="submit">{text.searchButton}</Button>
            {hint ? (
              <SearchHint id="news-search-hint" role="alert">
                {text.searchHint}
              </SearchHint>
            ) : null}
          </Filters>
        )}
      </Form>
      <Section aria-live="polite" aria-busy={posts.loading}>
        {posts.loading ? <Muted>{text.loading}</Muted> : null}
        {!posts.loading && posts.error ? <Muted role="alert">{text.loadFailed}</Muted> : null}
        {!posts.loading && posts.data && posts.data.rows.length === 0 ? <Muted>{text.empty}</Muted> : null}
        {posts.data && !posts.loading ? (
          <CardGrid $min="17rem">
            {posts.data.rows.map((post, index) => (
              <li key={post.id}>
                <NewsCard post={post} level="h2" priority={index === 0} />
              </li>
            ))}
          </CardGrid>
        ) : null}
        {meta && meta.last_page > 1 ? (
          <Pager aria-label={text.pageOf(meta.current_page, meta.last_page)}>
            <Link to={pageLink(meta.current_page - 1)} aria-disabled={meta.current_page <= 1}>
              {text.previous}
            </Link>
            <span>{text.pageOf(meta.current_page, meta.last_page)}</span>
            <Link to={pageLink(meta.current_page + 1)} aria-disabled={meta.current_page >= meta.last_page}>
              {text.next}
            </Link>
          </Pager>
        ) : null}
      </Section>
    </PageSection>
  );
}

const Figure = styled.img`
  display: block;
  width: 100%;
  max-width: 72ch;
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
`;

/** The news article's first data as the server's route loaded it (lib/serverRoutes.tsx): the slug asked for, the article. */
export interface NewsPostInitial {
  slug: string;
  post: Post;
}

/**
 * A news post (`/news/:slug`); an old slug of a renamed post leads to it and the address changes to the current one.
 * `initial`: the article the server's route loaded (lib/serverRoutes.tsx) — on the server, or in the browser from the
 * server's page (lib/serverLoaderData) — the first render's article while the address asks for that slug.
 */
export function NewsPost({ initial: given }: { initial?: NewsPostInitial } = {}) {
  const { slug = '' } = useParams();
  const [initial] = useState(() => given ?? takeServerLoaderData<NewsPostInitial>('news-post'));
  const text = editorialText.news;
  // The server's data in the page makes the first render the article itself: the server's render of the article is
  // hydrated, never a loading line; without a server render the browser loads it.
  const preview = usePreviewLoad(fetchPost, fetchPostPreview);
  const first = (asked: string) => (initial && initial.slug === asked ? initial.post : undefined);
  // A preview never takes the server's (public) answer.
  const { data, loading, error } = useSlugFetch<Previewed<Post>>(slug, preview.load, preview.token ? undefined : first, preview.token);
  const banner = preview.token ? <PreviewBanner preview={data?.preview} refused={preview.refused} /> : null;
  const notFound = isNotFound(error);
  useHead(
    data
      ? {
          title: data.seo?.meta_title ?? data.title,
          description: data.seo?.meta_description ?? data.excerpt,
          image: assetUrl(data.seo?.og_image ?? data.image),
          type: 'article',
          path: data.url,
        }
      : error
        ? { title: notFound ? text.postNotFound : text.loadFailed }
        : null,
  );
  if (loading)
    return (
      <PageSection aria-busy="true">
        <Muted>{text.loading}</Muted>
      </PageSection>
    );
  if (error || !data) {
    return (
      <PageSection>
        {banner}
        <h1>{notFound ? text.postNotFound : text.loadFailed}</h1>
        <Link to="/news">{text.back}</Link>
      </PageSection>
    );
  }
  return (
    <PageSection as="article" aria-labelledby="post-heading">
      {banner}
      <Meta>
        <Link to="/news">{text.back}</Link>
      </Meta>
      <h1 id="post-heading">{data.title}</h1>
      <Meta>
        <time dateTime={data.published_at}>{formatLongDate(data.published_at)}</time> · {data.category.name}
        {data.region ? ` · ${data.region.name}` : ''} · {text.by} {data.author}
      </Meta>
      {/* The page's largest element: loaded at once with high priority (its preload goes into the server render's head);
          the API offers no smaller sizes of it (no srcset). The related teasers and the body's pictures load lazily. */}
      <Figure src={assetUrl(data.image)} alt={data.image_alt} width={800} height={450} loading="eager" fetchPriority="high" />
      <Excerpt>{data.excerpt}</Excerpt>
      <Body content={data.content} format={data.content_format} />
      {data.related.length > 0 ? (
        <Section aria-labelledby="related-heading">
          <h2 id="related-heading">{text.related}</h2>
          <CardGrid $min="17rem">
            {data.related.map((post) => (
              <li key={post.id}>
                <NewsCard post={post} />
              </li>
            ))}
          </CardGrid>
        </Section>
      ) : null}
    </PageSection>
  );
}

/** News routes below `/news`. */
export default function NewsPages() {
  return (
    <Routes>
      <Route index element={<NewsList />} />
      <Route path=":slug" element={<NewsPost />} />
    </Routes>
  );
}
