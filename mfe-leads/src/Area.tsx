import { useEffect } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Card, EmptyState, PageContainer } from '@marktplatz/shared';
import { messages } from './messages';

/** The remote's name; the shell finds the area's root by `data-area`. */
export const REMOTE_NAME = 'mfe_leads';

type Section = (typeof messages.sections)[number];

const hasParameters = (path: string) => path.includes(':');

const Intro = styled.p`
  max-width: 65ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const PreviewNote = styled.p`
  display: inline-block;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary};
  color: ${({ theme }) => theme.colors.onSecondary};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  > li > * {
    height: 100%;
  }
  h3 {
    font-size: ${({ theme }) => theme.typography.sizes.md};
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

function SectionIndex({ current }: { current?: string }) {
  return (
    <section aria-labelledby="area-sections">
      <h2 id="area-sections">{messages.sectionsHeading}</h2>
      <Grid>
        {messages.sections.map((section) => (
          <li key={section.path}>
            <Card aria-current={section.path === current ? 'page' : undefined}>
              <h3>{hasParameters(section.path) ? section.title : <Link to={section.path}>{section.title}</Link>}</h3>
              <p>{hasParameters(section.path) ? `${section.text} (${messages.viaList})` : section.text}</p>
            </Card>
          </li>
        ))}
      </Grid>
    </section>
  );
}

function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} – Marktplatz`;
  }, [title]);
}

/** Temporary page of a section until the area's own issue builds it. */
function SectionPreview({ section }: { section: Section }) {
  usePageTitle(section.title);
  return (
    <PageContainer title={section.title}>
      <Intro>{section.text}</Intro>
      <PreviewNote role="note">{messages.preview}</PreviewNote>
      <SectionIndex current={section.path} />
    </PageContainer>
  );
}

function AreaNotFound() {
  usePageTitle(messages.notFoundTitle);
  return (
    <PageContainer title={messages.notFoundTitle}>
      <EmptyState title={messages.notFoundText} action={<Link to={messages.home}>{messages.notFoundLink}</Link>} />
      <SectionIndex />
    </PageContainer>
  );
}

/** The area's routes (full paths), mounted by the shell under the area's URL prefixes. */
export default function Area() {
  return (
    <div data-area={REMOTE_NAME}>
      <Routes>
        {messages.sections.map((section) => (
          <Route key={section.path} path={section.path} element={<SectionPreview section={section} />} />
        ))}
        <Route path="*" element={<AreaNotFound />} />
      </Routes>
    </div>
  );
}
