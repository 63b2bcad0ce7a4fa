import { useState } from 'react';
import styled from 'styled-components';
import { ErrorState, PageContainer, Spinner, Tabs, useFetch, usePageTitle } from '@marktplatz/shared';
import { getLandingPages } from '../api/getLandingPages';
import { LandingListPanel } from '../components/LandingListPanel';
import { SectionOrderPanel } from '../components/SectionOrderPanel';
import { landingMessages as text } from '../messages';

const Intro = styled.p`
  max-width: 70ch;
`;

/**
 * `/admin/startseiten`: per start page the order of its sections, its lists (hero, tiles, slider, sticky layer), each
 * with its versions, and a preview of the real page.
 */
export default function LandingPagesPage() {
  usePageTitle(text.title);
  const pages = useFetch(() => getLandingPages(), []);
  const [selected, setSelected] = useState<string | undefined>(undefined);

  return (
    <PageContainer title={text.title}>
      <Intro>{text.intro}</Intro>
      {pages.loading ? <Spinner block /> : null}
      {pages.error ? <ErrorState error={pages.error} onRetry={pages.reload} /> : null}
      {pages.data ? (
        <Tabs
          label={text.pagesLabel}
          selectedId={selected ?? pages.data[0]?.page}
          onChange={setSelected}
          tabs={pages.data.map((entry) => ({
            id: entry.page,
            label: entry.title,
            content: (
              <>
                <p>
                  <a href={entry.url} target="_blank" rel="noopener noreferrer">
                    {text.preview(entry.title)}
                  </a>
                </p>
                <SectionOrderPanel page={entry.page} pageTitle={entry.title} />
                {entry.lists.map((info) => (
                  <LandingListPanel key={info.key} page={entry.page} info={info} />
                ))}
              </>
            ),
          }))}
        />
      ) : null}
    </PageContainer>
  );
}
