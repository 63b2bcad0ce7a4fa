import { Link } from 'react-router-dom';
import { usePageTitle } from '@marktplatz/shared';
import { messages } from '../messages';
import { Muted, PageSection } from '../ui';

export function NotFoundPage() {
  usePageTitle(messages.titles.notFound);
  return (
    <PageSection data-testid="not-found">
      <h1>{messages.notFound.heading}</h1>
      <Muted>{messages.notFound.text}</Muted>
      <Link to="/">{messages.notFound.home}</Link>
    </PageSection>
  );
}
