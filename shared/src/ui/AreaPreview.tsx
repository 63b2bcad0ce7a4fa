import { useEffect } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState } from './feedback';
import { LinkCardGrid } from './GridList';
import { Card, PageContainer } from './layout';
import { messages } from '../messages';

/** A section of an area that is still being built: its path, title and one line of German text. */
export interface AreaSection {
  readonly path: string;
  readonly title: string;
  readonly text: string;
}

/** The German texts an area's preview pages need (from the area's `messages.ts`). */
export interface AreaPreviewTexts {
  /** What the visitor reads on every page of the area until it is built (customer words, no internals). */
  readonly preview: string;
  readonly notFoundTitle: string;
  readonly notFoundText: string;
  readonly sections: readonly AreaSection[];
  /**
   * Older previews (before 1.2) listed their sections under this heading; an area that still passes it keeps
   * that list until it moves to customer words.
   */
  readonly sectionsHeading?: string;
  readonly viaList?: string;
}

export interface AreaPreviewProps {
  /** The remote's name (`mfe_shop` …); the shell finds the area's root by `data-area`. */
  remoteName: string;
  texts: AreaPreviewTexts;
}

const Intro = styled.p`
  max-width: 65ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Actions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.md} 0 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
`;

function SectionIndex({ texts }: { texts: AreaPreviewTexts }) {
  if (!texts.sectionsHeading) return null;
  const open = texts.sections.filter((section) => !section.path.includes(':'));
  return (
    <section aria-labelledby="area-sections">
      <h2 id="area-sections">{texts.sectionsHeading}</h2>
      <LinkCardGrid $min="15rem" $gap="md">
        {open.map((section) => (
          <li key={section.path}>
            <Card>
              <h3>
                <Link to={section.path}>{section.title}</Link>
              </h3>
              <p>{section.text}</p>
            </Card>
          </li>
        ))}
      </LinkCardGrid>
    </section>
  );
}

function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} – Marktplatz`;
  }, [title]);
}

/** Where a visitor goes on from a page that is not there yet: the shop and the start page. */
function WayOn() {
  return (
    <Actions>
      <Link to="/shop">{messages.preview.toShop}</Link>
      <Link to="/">{messages.preview.toHome}</Link>
    </Actions>
  );
}

function SectionPreview({ texts, section }: { texts: AreaPreviewTexts; section: AreaSection }) {
  usePageTitle(section.title);
  return (
    <PageContainer title={section.title}>
      <Intro>{section.text}</Intro>
      <Card role="note">
        <p>{texts.preview}</p>
        <WayOn />
      </Card>
      <SectionIndex texts={texts} />
    </PageContainer>
  );
}

function AreaNotFound({ texts }: { texts: AreaPreviewTexts }) {
  usePageTitle(texts.notFoundTitle);
  return (
    <PageContainer title={texts.notFoundTitle}>
      <EmptyState title={texts.notFoundText} action={<WayOn />} />
    </PageContainer>
  );
}

/**
 * The routes of an area whose screens are still being built. The site links nowhere into it (the shell's route
 * table marks it as a preview); a visitor who arrives by address reads what the page will offer, that it is not
 * ready yet, and where to go on — no site map, no internal names. Unknown sub-routes get a German not-found page.
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
