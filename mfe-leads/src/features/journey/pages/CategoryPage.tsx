import { useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { EmptyState, PageContainer, useFetch, usePageTitle } from '@marktplatz/shared';
import { LoadState, Muted } from '@marktplatz/shared/kit';
import { countWorldView } from '../api/countWorldView';
import { getWorld } from '../api/getWorld';
import { Fieldset } from '../components/Fieldset';
import { Wizard } from '../components/Wizard';
import type { WorldCategory } from '../types';
import { messages } from '../../../messages';

const text = messages.category;

/**
 * `/world-category/lead/:slug` (all providers of the category) and `/…/:providerSlug` (one provider's route).
 * `initialCategories`: the category when it came with the page (server render), the first render's data instead of the
 * call. The inquiry wizard's first render is the guest's on both sides: the session is known only once the browser has
 * checked it (the server has none).
 */
export default function CategoryPage({ initialCategories }: { initialCategories?: WorldCategory[] }) {
  const { slug = '', providerSlug } = useParams();
  const state = useFetch((signal) => getWorld(slug, signal), [slug], {
    initial: initialCategories ? () => initialCategories : undefined,
  });
  const category = state.data?.[0];
  usePageTitle(category?.title ?? text.title);
  const [chosen, setChosen] = useState<number | null>(null);
  useEffect(() => {
    countWorldView(slug).catch(() => undefined);
  }, [slug]);
  const routes = useMemo(
    () => (category?.lead_routes ?? []).filter((route) => !providerSlug || route.slug === providerSlug),
    [category, providerSlug],
  );
  const route = routes.find((row) => row.id === chosen) ?? (routes.length === 1 ? routes[0] : undefined);

  return (
    <PageContainer title={category?.title ?? text.title} actions={<Link to="/bauen-wohnen">{text.all}</Link>}>
      <LoadState state={state}>
        {(list) =>
          !list[0] ? null : routes.length === 0 ? (
            <EmptyState title={providerSlug ? text.offerGone : text.noProviders} action={<Link to="/bauen-wohnen">{text.other}</Link>} />
          ) : (
            <>
              {list[0].description ? <p>{list[0].description}</p> : null}
              {routes.length > 1 ? (
                <Fieldset>
                  <legend>{text.choose}</legend>
                  {routes.map((row) => (
                    <label className="choice" key={row.id}>
                      <input type="radio" name="route" checked={route?.id === row.id} onChange={() => setChosen(row.id)} />
                      {text.route(row.name, row.provider.name, row.radius, row.postal_code)}
                    </label>
                  ))}
                </Fieldset>
              ) : null}
              {route ? <Wizard key={route.id} route={route} /> : <Muted>{text.pleaseChoose}</Muted>}
              {providerSlug ? <Link to={`/world-category/lead/${slug}`}>{text.allProviders}</Link> : null}
            </>
          )
        }
      </LoadState>
    </PageContainer>
  );
}
