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

export interface AreaRoutesProps {
  /** The remote's name; the shell finds the area's root by `data-area`. */
  name: string;
  notFound: AreaNotFoundProps;
  /** The area's `<Route>`s (full paths). */
  children: ReactNode;
}

/** An area's root: its routes under `data-area`, a spinner while a lazy screen loads, „not found“ for the rest. */
export function AreaRoutes({ name, notFound, children }: AreaRoutesProps) {
  return (
    <div data-area={name}>
      <Suspense fallback={<Spinner block />}>
        <Routes>
          {children}
          <Route path="*" element={<AreaNotFound {...notFound} />} />
        </Routes>
      </Suspense>
    </div>
  );
}
