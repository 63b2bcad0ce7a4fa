/** Editorial pages owned by the shell; placeholders until the editorial issue fills them from the content service. */
import { Link, useParams } from 'react-router-dom';
import { messages } from '../messages';
import { Muted, PageSection } from '../ui';
import { usePageTitle } from '../usePageTitle';
import { NotFoundPage } from './NotFoundPage';

export function NewsPage() {
  usePageTitle(messages.titles.news);
  return (
    <PageSection>
      <h1>{messages.editorial.newsHeading}</h1>
      <Muted>{messages.editorial.newsText}</Muted>
      <Muted>{messages.editorial.placeholderNote}</Muted>
    </PageSection>
  );
}

export function BecomeProviderPage() {
  usePageTitle(messages.titles.becomeProvider);
  return (
    <PageSection>
      <h1>{messages.editorial.becomeProviderHeading}</h1>
      <Muted>{messages.editorial.becomeProviderText}</Muted>
      <Link to="/register">{messages.editorial.becomeProviderCta}</Link>
    </PageSection>
  );
}

export function ContentPage() {
  const { slug = '' } = useParams();
  const title = messages.editorial.pageTitles[slug];
  usePageTitle(title ?? messages.titles.notFound);
  if (!title) return <NotFoundPage />;
  return (
    <PageSection>
      <h1>{title}</h1>
      <Muted>{messages.editorial.placeholderNote}</Muted>
    </PageSection>
  );
}
