import type { Executor } from '../../db/client';

/** The kinds of reported content another module owns (a provider is an account: moderation reads it itself). */
export type ModeratedContentType = 'product' | 'review';

/**
 * What moderation needs of one kind of reported content. The module that owns the content registers it
 * ({@link defineModeratedContent}: the shop its products, the reviews theirs), so moderation imports neither.
 */
export interface ModeratedContent {
  /** The content as the public sees it now (listed or published); null when unknown, deleted or not public. */
  find(db: Executor, id: number): Promise<{ label: string; affectedUserId: number | null } | null>;
  /** The public site's path of the content (also while it is taken down); null when it is gone. */
  publicPath(db: Executor, id: number): Promise<string | null>;
  /** Takes the content down after a decision with an action, in the decision's transaction. */
  takeDown(tx: Executor, id: number): Promise<void>;
  /** Puts it back after a complaint succeeded, in the complaint's transaction. */
  restore(tx: Executor, id: number, context: { providerSuspended: boolean }): Promise<void>;
}

const contents = new Map<ModeratedContentType, ModeratedContent>();

/** Registers the owner's part for one kind of content (from the owner's `index.ts`, once at start). */
export function defineModeratedContent(type: ModeratedContentType, content: ModeratedContent): void {
  contents.set(type, content);
}

/** The registered part for a report's target type; undefined for a provider or a conversation. */
export function moderatedContentOf(type: string): ModeratedContent | undefined {
  return contents.get(type as ModeratedContentType);
}

/** As {@link moderatedContentOf}, for a step that must act on the content (a missing registration is a bug). */
export function requireModeratedContent(type: ModeratedContentType): ModeratedContent {
  const content = contents.get(type);
  if (!content) throw new Error(`No module registered the moderated content „${type}“.`);
  return content;
}
