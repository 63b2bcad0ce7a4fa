import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, GridList, PageContainer, useFetch, usePageTitle } from '@marktplatz/shared';
import { LoadState, Muted } from '@marktplatz/shared/kit';
import { getWorld } from '../api/getWorld';
import type { WorldCategory } from '../types';
import { messages } from '../../../messages';

const text = messages.worlds;

const Grid = styled(GridList)`
  margin: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.typography.sizes.lg};
  }
`;

/** The slug of `v2/world/categorys/…` that lists every living-world category. */
export const ALL_WORLDS = 'bauen-wohnen';

/**
 * `/living_worlds` and `/bauen-wohnen`: the living-world categories, each with its number of providers.
 * `initialCategories`: the list when it came with the page (server render), the first render's data instead of the call.
 */
export default function WorldsPage({ title, initialCategories }: { title: string; initialCategories?: WorldCategory[] }) {
  usePageTitle(title);
  const state = useFetch((signal) => getWorld(ALL_WORLDS, signal), [], {
    initial: initialCategories ? () => initialCategories : undefined,
  });
  return (
    <PageContainer title={title}>
      <Muted>{text.intro}</Muted>
      <LoadState state={state}>
        {(categories) =>
          categories.length === 0 ? (
            <EmptyState title={text.none} />
          ) : (
            <Grid $min="240px" $gap="md" $boxed>
              {categories.map((category) => (
                <li key={category.id}>
                  <h2>
                    <Link to={`/world-category/lead/${category.slug}`}>{category.title}</Link>
                  </h2>
                  {category.description ? <p>{category.description}</p> : null}
                  <Muted>
                    {category.lead_routes.length === 0
                      ? text.noProviders
                      : text.providers(new Set(category.lead_routes.map((route) => route.provider.id)).size, category.lead_routes.length)}
                  </Muted>
                </li>
              ))}
            </Grid>
          )
        }
      </LoadState>
    </PageContainer>
  );
}
