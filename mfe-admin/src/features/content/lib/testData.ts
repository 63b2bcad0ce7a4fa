/** Wire data of the content screens' tests (shapes from the contract). */
import { ADMIN_ME } from '../../../testData';
import type { ContentListItem, EditorPage, EditorPost, VersionSummary } from '../api/types';

export const EDITOR_ME = { ...ADMIN_ME, id: 7, name: 'Eva Editor', roles: ['editor' as const], credential_roles: ['editor' as const] };

export const PAGE: EditorPage = {
  id: 5,
  slug: 'ueber-uns',
  title: 'Über uns',
  subtitle: null,
  content: '<h2>Wer wir sind</h2><p>Ein Marktplatz aus der Region.</p>',
  meta_title: 'Über uns – Marktplatz',
  meta_description: 'Wer hinter dem Marktplatz steht.',
  is_template: false,
  status: 'draft',
  publish_at: null,
  content_format: 'html',
  url: '/seite/ueber-uns',
  version: 3,
  saved_at: '2026-12-05T10:00:00.000Z',
  saved_by: 'Eva Editor',
};

export const LIST: ContentListItem[] = [
  {
    id: 5,
    slug: 'ueber-uns',
    title: 'Über uns',
    status: 'draft',
    publish_at: null,
    url: '/seite/ueber-uns',
    version: 3,
    saved_at: PAGE.saved_at,
    saved_by: 'Eva Editor',
  },
  {
    id: 6,
    slug: 'winteraktion',
    title: 'Winteraktion',
    status: 'scheduled',
    publish_at: '2027-01-15T09:00:00.000Z',
    url: '/seite/winteraktion',
    version: 1,
    saved_at: PAGE.saved_at,
    saved_by: 'Eva Editor',
  },
  {
    id: 7,
    slug: 'impressum',
    title: 'Impressum',
    status: 'published',
    publish_at: null,
    url: '/seite/impressum',
    version: 0,
    saved_at: null,
    saved_by: null,
  },
];

export const VERSIONS: VersionSummary[] = [3, 2, 1].map((version) => ({
  version,
  entity_type: 'page' as const,
  entity_id: 5,
  saved_at: `2026-12-0${version}T09:00:00.000Z`,
  saved_by: version === 2 ? 'Karl Kollege' : 'Eva Editor',
}));

export const POST: EditorPost = {
  id: 12,
  slug: 'sommerfest',
  title: 'Sommerfest',
  excerpt: 'Alle Anbieter feiern.',
  content: '',
  image: '/uploads/news/fest.jpg',
  image_alt: 'Marktstände im Sonnenschein',
  author: 'Eva Editor',
  category: { id: 3, name: 'Veranstaltungen', slug: 'veranstaltungen' },
  region: { id: 9, name: 'Oberfranken', slug: 'oberfranken' },
  meta_title: '',
  meta_description: '',
  status: 'draft',
  publish_at: null,
  content_format: 'html',
  url: '/news/sommerfest',
  version: 1,
  saved_at: '2026-12-06T09:00:00.000Z',
  saved_by: 'Eva Editor',
};
