import { adminCall } from '../../../lib/adminApi';
import type { ContentKind, PreviewLink } from './types';

/** `POST /admin/content/{pages|posts}/{id}/preview`: a link (one hour) that shows the last saved version in the site. */
export async function createPreviewLink(kind: ContentKind, id: number): Promise<PreviewLink> {
  return (await adminCall<PreviewLink>({ method: 'POST', url: `/admin/content/${kind}/${id}/preview` })).data;
}
