import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { editorialText } from '../messages';
import type { PreviewInfo } from '../types';

/** The address parameter of a preview link (`/news/<slug>?vorschau=<token>`), issued in the back office. */
export const PREVIEW_PARAM = 'vorschau';

/** The server's German refusal of a preview link, else a general one. */
function refusalOf(failure: unknown): string {
  const message = failure && typeof failure === 'object' ? (failure as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : editorialText.preview.refused;
}

/** A page or post as loaded: with `preview` when it came from the preview read. */
export type Previewed<T> = T & { preview?: PreviewInfo };

export interface PreviewLoad<T> {
  /** Loads the preview when the address has a token, else (and when the token is refused) the public page or post. */
  load: (slug: string, signal: AbortSignal) => Promise<Previewed<T>>;
  /** The token in the address (`null` without one): part of what the load depends on. */
  token: string | null;
  /** Why the preview was refused (forged, expired, another page): the public page shows with this notice. */
  refused: string | null;
}

/**
 * A page or post that staff can preview: with `?vorschau=<token>` the saved version comes from the preview read; a
 * refused token shows the public page (or its 404) and a notice.
 */
export function usePreviewLoad<T, P extends T & { preview: PreviewInfo }>(
  publicLoad: (slug: string, signal: AbortSignal) => Promise<T>,
  previewLoad: (slug: string, token: string, signal: AbortSignal) => Promise<P>,
): PreviewLoad<T> {
  const [params] = useSearchParams();
  const token = params.get(PREVIEW_PARAM);
  const [refused, setRefused] = useState<string | null>(null);
  const load = useCallback(
    async (slug: string, signal: AbortSignal): Promise<Previewed<T>> => {
      setRefused(null);
      if (!token) return (await publicLoad(slug, signal)) as Previewed<T>;
      try {
        return await previewLoad(slug, token, signal);
      } catch (failure) {
        if (signal.aborted) throw failure;
        setRefused(refusalOf(failure));
        return (await publicLoad(slug, signal)) as Previewed<T>;
      }
    },
    [token, publicLoad, previewLoad],
  );
  return { load, token, refused };
}
