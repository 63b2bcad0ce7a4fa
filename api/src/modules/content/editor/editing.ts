import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { FastifyRequest } from 'fastify';
import type { StaffPrincipal } from '../../../http/auth';
import { ValidationError } from '../../../http/errors';
import { signedInStaff } from '../../../plugins/access';
import { contentNow } from '../clock';

/** What every editor action needs: the database, the config (picture addresses), who acts and from where. */
export interface EditorContext {
  db: Database;
  config: AppConfig;
  actor: StaffPrincipal;
  ip: string;
}

/** The editor context of a request to `app`'s routes: its database and settings, the signed-in staff member, the client address. */
export function editorContextOf(app: { db: Database; appConfig: AppConfig }) {
  return (request: FastifyRequest): EditorContext => ({ db: app.db, config: app.appConfig, actor: signedInStaff(request), ip: request.ip });
}

export const EDITOR_MESSAGES = {
  slugTaken: 'Diese Adresse (Slug) ist bereits vergeben. Bitte wählen Sie eine andere.',
  slugEmpty: 'Aus dem Titel lässt sich keine Adresse bilden. Bitte geben Sie eine Adresse (Slug) an.',
  scheduleInPast:
    'Der geplante Zeitpunkt liegt in der Vergangenheit. Bitte wählen Sie einen späteren Zeitpunkt oder veröffentlichen Sie sofort.',
  pageSaved: 'Die Seite wurde gespeichert.',
  pageCreated: 'Die Seite wurde angelegt.',
  pageDeleted: 'Die Seite wurde gelöscht.',
  pageRestored: 'Die Version wurde wiederhergestellt.',
  postSaved: 'Der Beitrag wurde gespeichert.',
  postCreated: 'Der Beitrag wurde angelegt.',
  postDeleted: 'Der Beitrag wurde gelöscht.',
  postRestored: 'Die Version wurde wiederhergestellt.',
  published: 'Veröffentlicht.',
  scheduled: 'Die Veröffentlichung ist geplant.',
  unpublished: 'Offline genommen: Besucher sehen den Inhalt nicht mehr.',
  legalPageKept: 'Rechtstexte können nicht gelöscht werden. Nehmen Sie die Seite stattdessen offline.',
  categoryUnknown: 'Diese Kategorie gibt es nicht.',
  regionUnknown: 'Diese Region gibt es nicht.',
  pictureForeign: 'Bitte wählen Sie ein Bild aus der Mediathek (nur Bilder aus unserem Speicher sind erlaubt).',
} as const;

/** A schedule may lie this far behind the clock (the time the form took to send) and still mean "now". */
const SCHEDULE_SLACK_MS = 60_000;

export type PublicationStatus = 'draft' | 'scheduled' | 'published';

export function statusOf(isActive: boolean, visibleFrom: Date | null): PublicationStatus {
  if (!isActive) return 'draft';
  return visibleFrom && visibleFrom.getTime() > contentNow().getTime() ? 'scheduled' : 'published';
}

/** Refuses a schedule in the past (a German message at `publish_at`). */
export function assertScheduleAhead(publishAt: Date | null): void {
  if (publishAt && publishAt.getTime() < contentNow().getTime() - SCHEDULE_SLACK_MS) {
    throw ValidationError.field('publish_at', EDITOR_MESSAGES.scheduleInPast);
  }
}

/** The fields whose value differs, before and after (for the audit log). */
export function changes(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/**
 * Seeded bodies are plain text (paragraphs, `## ` headings, `- ` items): the editor gets them as HTML, so the
 * first save turns them into HTML like everything an editor writes.
 */
export function textToHtml(text: string): string {
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      // A `## ` line is a heading wherever it stands in its block (the seeded imprint has one right after a line).
      const html: string[] = [];
      let run: string[] = [];
      const flush = () => {
        if (run.length === 0) return;
        html.push(
          run.every((line) => line.startsWith('- '))
            ? `<ul>${run.map((line) => `<li>${escape(line.slice(2))}</li>`).join('')}</ul>`
            : `<p>${run.map(escape).join('<br />')}</p>`,
        );
        run = [];
      };
      for (const line of block.split('\n').map((entry) => entry.trimEnd())) {
        if (line.startsWith('## ')) {
          flush();
          html.push(`<h2>${escape(line.slice(3).trim())}</h2>`);
        } else if (line.trim() !== '') run.push(line);
      }
      flush();
      return html.join('');
    })
    .join('');
}
