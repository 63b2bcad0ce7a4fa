import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { StickyLayer } from '@marktplatz/shared';
import { useOverlay } from '../../../layout/overlays';
import { Container } from '../../../ui';
import { fetchHomepage } from '../api/fetchHomepage';
import { fetchStartPageLayout } from '../api/fetchStartPageLayout';
import type { Homepage, StartPageLayout } from '../types';
import { usePayloadSeo } from '../lib/head';
import { takeServerLoaderData } from '../lib/serverLoaderData';
import { Hero, NewsletterSection, NewsSection, ProvidersSection, WidgetSection } from '../components/sections';
import { editorialText } from '../messages';

/** The data of the landing page; a failed load answers empty sections (every section then renders nothing). */
async function loadHomepage(signal: AbortSignal): Promise<Homepage> {
  try {
    return await fetchHomepage(signal);
  } catch {
    return { banners: [], widgets: [], news: [], providers: [], seo: null };
  }
}

/**
 * The landing page's first data as the server's route loaded it (lib/serverRoutes.tsx): the landing data and the
 * editors' order of the sections (the first order when the order could not be had).
 */
export interface LandingInitial {
  homepage: Homepage;
  layout: StartPageLayout;
}

/**
 * The landing data: the server's (`initial`) without asking again, else loaded (the browser's render: server render
 * off, or a render that failed).
 */
function useHomepage(initial: Homepage | undefined): { data: Homepage | undefined; loading: boolean } {
  const [state, setState] = useState(() => {
    return { data: initial, loading: initial === undefined };
  });
  const given = initial !== undefined;
  useEffect(() => {
    if (given) return undefined;
    const controller = new AbortController();
    let active = true;
    void loadHomepage(controller.signal).then((data) => {
      if (active) setState({ data, loading: false });
    });
    return () => {
      active = false;
      controller.abort();
    };
  }, [given]);
  return state;
}

/** The sections below the hero in their first order (the order before an editor saved one). */
export const HOME_SECTIONS = ['areas', 'providers', 'living_worlds', 'news', 'trust', 'newsletter'] as const;

/**
 * The editors' order of the sections and the page's sticky layers; `undefined` while it loads, the first order and no
 * layer when it cannot be had.
 */
function useStartPageLayout(initial: StartPageLayout | undefined): StartPageLayout | undefined {
  const [layout, setLayout] = useState<StartPageLayout | undefined>(initial);
  const known = layout !== undefined;
  useEffect(() => {
    if (known) return undefined;
    const controller = new AbortController();
    let active = true;
    void fetchStartPageLayout('home', controller.signal).then((answer) => {
      if (active) setLayout(answer ?? { sections: [...HOME_SECTIONS], sticky_layers: [] });
    });
    return () => {
      active = false;
      controller.abort();
    };
  }, [known]);
  return layout;
}

/** The server's first data of the landing page (`initial`, else the server's loader data in the browser, once). */
function useInitial(initial: LandingInitial | undefined): LandingInitial | undefined {
  const [first] = useState(() => initial ?? takeServerLoaderData<LandingInitial>('landing'));
  return first;
}

/**
 * The landing page (`/`): the hero, then the sections (areas, new providers, living worlds, news, trust,
 * newsletter) in the order the editors saved, and the page's sticky layer. The sections wait for that order, so they
 * never change places once shown. `initial`: the data the server's route loaded (lib/serverRoutes.tsx) — on the
 * server, or in the browser from the server's page (lib/serverLoaderData) — the first render's, not loaded again.
 */
export default function LandingPage({ initial }: { initial?: LandingInitial } = {}) {
  const text = editorialText.landing;
  const first = useInitial(initial);
  const { data, loading } = useHomepage(first?.homepage);
  const layout = useStartPageLayout(first?.layout);
  usePayloadSeo(data?.seo, !loading, { title: text.title, description: text.description });
  const widget = (key: string) => data?.widgets.find((entry) => entry.key === key);
  const sections: Record<string, () => ReactNode> = {
    areas: () => <WidgetSection widget={widget('areas')} testId="section-areas" />,
    providers: () => <ProvidersSection providers={data?.providers} />,
    living_worlds: () => <WidgetSection widget={widget('living_worlds')} testId="section-living-worlds" />,
    news: () => <NewsSection posts={data?.news} />,
    trust: () => <WidgetSection widget={widget('trust')} testId="section-trust" />,
    newsletter: () => <NewsletterSection widget={widget('newsletter')} />,
  };
  return (
    <>
      <Hero banner={data?.banners[0]} loading={loading} />
      <Container>
        {layout?.sections.map((key) => {
          const section = sections[key];
          return section ? <Fragment key={key}>{section()}</Fragment> : null;
        })}
      </Container>
      <StickyLayer layers={layout?.sticky_layers} useOverlay={useOverlay} />
    </>
  );
}
