import type { Post } from '../types';
import { takeServerAnswer } from './publicGet';

/** The news article the server wrote into the page, if it did (the first view shows it without waiting). */
export const serverPost = (idOrSlug: string): Post | undefined =>
  takeServerAnswer<Post>(`/portal/post/${encodeURIComponent(idOrSlug)}`)?.data;
