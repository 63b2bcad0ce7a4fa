import { useEffect, useState } from 'react';
import { Container } from '../../../ui';
import { fetchHomepage } from '../api/fetchHomepage';
import type { Homepage } from '../types';
import { usePayloadSeo } from '../lib/head';
import { homepageSnapshot } from '../lib/homepageEarly';
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
 * The landing data: at once when the entry script's early request has already answered (the first render then
 * shows the same hero as the static one it replaces), and loaded otherwise.
 */
function useHomepage(): { data: Homepage | undefined; loading: boolean } {
  const [state, setState] = useState(() => {
    const early = homepageSnapshot();
    return { data: early, loading: early === undefined };
  });
  useEffect(() => {
    const controller = new AbortController();
    let active = true;
    void loadHomepage(controller.signal).then((data) => {
      if (active) setState({ data, loading: false });
    });
    return () => {
      active = false;
      controller.abort();
    };
  }, []);
  return state;
}

/** The landing page (`/`): hero, areas, new providers, living worlds, news, trust, newsletter. */
export default function LandingPage() {
  const text = editorialText.landing;
  const { data, loading } = useHomepage();
  usePayloadSeo(data?.seo, !loading, { title: text.title, description: text.description });
  const widget = (key: string) => data?.widgets.find((entry) => entry.key === key);
  return (
    <>
      <Hero banner={data?.banners[0]} loading={loading} />
      <Container>
        <WidgetSection widget={widget('areas')} testId="section-areas" />
        <ProvidersSection providers={data?.providers} />
        <WidgetSection widget={widget('living_worlds')} testId="section-living-worlds" />
        <NewsSection posts={data?.news} />
        <WidgetSection widget={widget('trust')} testId="section-trust" />
        <NewsletterSection widget={widget('newsletter')} />
      </Container>
    </>
  );
}
