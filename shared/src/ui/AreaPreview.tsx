import { useEffect } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from './feedback';
import { Card, PageContainer } from './layout';

/** A section of an area that is still being built: its path, title and one line of German text. */
export interface AreaSection {
  readonly path: string;
  readonly title: string;
  readonly text: string;
}

/** The German texts an area's preview pages need (from the area's `messages.ts`). */
export interface AreaPreviewTexts {
  readonly preview: string;
  readonly sectionsHeading: string;
  readonly viaList: string;
  readonly notFoundTitle: string;
  readonly notFoundText: string;
  readonly notFoundLink: string;
  readonly home: string;
  readonly sections: readonly AreaSection[];
}

export interface AreaPreviewProps {
  /** The remote's name (`mfe_shop` …); the shell finds the area's root by `data-area`. */
  remoteName: string;
  texts: AreaPreviewTexts;
}

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

function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} – Marktplatz`;
  }, [title]);
}

function SectionIndex({ texts, current }: { texts: AreaPreviewTexts; current?: string }) {
  return (
    <section aria-labelledby="area-sections">
      <h2 id="area-sections">{texts.sectionsHeading}</h2>
      <Grid>
        {texts.sections.map((section) => (
          <li key={section.path}>
            <Card aria-current={section.path === current ? 'page' : undefined}>
              <h3>{hasParameters(section.path) ? section.title : <Link to={section.path}>{section.title}</Link>}</h3>
              <p>{hasParameters(section.path) ? `${section.text} (${texts.viaList})` : section.text}</p>
            </Card>
          </li>
        ))}
      </Grid>
    </section>
  );
}

function SectionPreview({ texts, section }: { texts: AreaPreviewTexts; section: AreaSection }) {
  usePageTitle(section.title);
  return (
    <PageContainer title={section.title}>
      <Intro>{section.text}</Intro>
      <PreviewNote role="note">{texts.preview}</PreviewNote>
      <SectionIndex texts={texts} current={section.path} />
    </PageContainer>
  );
}

function AreaNotFound({ texts }: { texts: AreaPreviewTexts }) {
  usePageTitle(texts.notFoundTitle);
  return (
    <PageContainer title={texts.notFoundTitle}>
      <EmptyState title={texts.notFoundText} action={<Link to={texts.home}>{texts.notFoundLink}</Link>} />
      <SectionIndex texts={texts} />
    </PageContainer>
  );
}

/**
 * The routes of an area whose screens are still being built: one clearly labelled preview page per section
 * and a German not-found page for unknown sub-routes. The area's own issue replaces it with real screens.
 */
export function AreaPreview({ remoteName, texts }: AreaPreviewProps) {
  return (
    <div data-area={remoteName}>
      <Routes>
        {texts.sections.map((section) => (
          <Route key={section.path} path={section.path} element={<SectionPreview texts={texts} section={section} />} />
        ))}
        <Route path="*" element={<AreaNotFound texts={texts} />} />
      </Routes>
    </div>
  );
}
