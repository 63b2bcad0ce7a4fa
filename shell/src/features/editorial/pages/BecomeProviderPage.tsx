import { StickyLayer, useFetch } from '@marktplatz/shared';
import { useOverlay } from '../../../layout/overlays';
import { Container } from '../../../ui';
import { fetchBecomeProvider } from '../api/fetchBecomeProvider';
import type { BecomeProvider } from '../types';
import { usePayloadSeo } from '../lib/head';
import { takeServerLoaderData } from '../lib/serverLoaderData';
import { RichText } from '../components/Prose';
import { ButtonLink, Card, Section, SectionLead } from '../components/styles';
import { WidgetSection } from '../components/sections';
import { editorialText } from '../messages';
import styled from 'styled-components';

const Intro = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: ${({ theme }) => theme.space.xxl} 0;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
  p {
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    max-width: 56ch;
    margin: 0 0 ${({ theme }) => theme.space.lg};
  }
`;

async function load(signal: AbortSignal): Promise<BecomeProvider> {
  try {
    return await fetchBecomeProvider(signal);
  } catch {
    return { banners: [], widgets: [], package_text: null, seo: null, sticky_layers: [] };
  }
}

/**
 * Become a provider (`/become-a-provider`): benefits, steps, the packages teaser and the call to register. `initial`:
 * the texts the server's route loaded (lib/serverRoutes.tsx) — on the server, or in the browser from the server's page
 * (lib/serverLoaderData) — the first render's data.
 */
export default function BecomeProviderPage({ initial }: { initial?: BecomeProvider } = {}) {
  const text = editorialText.becomeProvider;
  const { data, loading } = useFetch(load, [], { initial: () => initial ?? takeServerLoaderData<BecomeProvider>('become-provider') });
  usePayloadSeo(data?.seo, !loading, { title: text.title, description: text.description });
  const banner = data?.banners[0];
  const widget = (key: string) => data?.widgets.find((entry) => entry.key === key);
  const cta = widget('cta');
  const packages = data?.package_text;
  return (
    <>
      <Intro aria-labelledby="provider-heading">
        <Container>
          <h1 id="provider-heading">{text.heading}</h1>
          <p>{banner?.subtitle ?? text.lead}</p>
          <ButtonLink to="/register?type=provider">{text.register}</ButtonLink>
        </Container>
      </Intro>
      <Container>
        <WidgetSection widget={widget('benefits')} testId="section-benefits" />
        <WidgetSection widget={widget('steps')} testId="section-steps" />
        {packages ? (
          <Section aria-labelledby="packages-heading" data-testid="section-packages">
            <Card>
              <h2 id="packages-heading">{packages.title}</h2>
              {packages.subtitle ? <SectionLead>{packages.subtitle}</SectionLead> : null}
              <RichText text={packages.content} />
            </Card>
          </Section>
        ) : null}
        {cta ? (
          <Section aria-labelledby="cta-heading" data-testid="section-cta">
            <h2 id="cta-heading">{cta.title}</h2>
            {cta.subtitle ? <SectionLead>{cta.subtitle}</SectionLead> : null}
            <ButtonLink to={cta.button_url ?? '/register?type=provider'}>{cta.button_text ?? text.register}</ButtonLink>
          </Section>
        ) : null}
      </Container>
      <StickyLayer layers={data?.sticky_layers} useOverlay={useOverlay} />
    </>
  );
}
