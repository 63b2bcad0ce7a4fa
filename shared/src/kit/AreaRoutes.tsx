import { Suspense, type ReactNode } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { EmptyState, PageContainer, Spinner, usePageTitle } from '@marktplatz/shared';

/** The German texts of an area's „not found“ page and where its link leads. */
export interface AreaNotFoundProps {
  title: string;
  text: string;
  linkLabel: string;
  linkTo: string;
}

/** An address inside an area that none of its routes knows: title, explanation and a link to the area's start. */
export function AreaNotFound({ title, text, linkLabel, linkTo }: AreaNotFoundProps) {
  usePageTitle(title);
  return (
    <PageContainer title={title}>
      <EmptyState title={text} action={<Link to={linkTo}>{linkLabel}</Link>} />
    </PageContainer>
  );
}

/** The texts an area's `messages.ts` keeps for its „not found“ page; `home` is where its link leads. */
export interface AreaNotFoundTexts {
  notFoundTitle: string;
  notFoundText: string;
  notFoundLink: string;
  home: string;
}

export interface AreaRoutesProps {
  /** The remote's name; the shell finds the area's root by `data-area`. */
  name: string;
  /** The area's messages (their not-found texts). */
  messages: AreaNotFoundTexts;
  /** Where the not-found page's link leads when not to `messages.home`. */
  notFoundTo?: string;
  /** The area's `<Route>`s (full paths). */
  children: ReactNode;
}

/** An area's root: its routes under `data-area`, a spinner while a lazy screen loads, „not found“ for the rest. */
export function AreaRoutes({ name, messages, notFoundTo, children }: AreaRoutesProps) {
  const notFound = (
    <AreaNotFound
      title={messages.notFoundTitle}
      text={messages.notFoundText}
      linkLabel={messages.notFoundLink}
      linkTo={notFoundTo ?? messages.home}
    />
  );
  return (
    <div data-area={name}>
      <Suspense fallback={<Spinner block />}>
        <Routes>
          {children}
          <Route path="*" element={notFound} />
        </Routes>
      </Suspense>
    </div>
  );
}
