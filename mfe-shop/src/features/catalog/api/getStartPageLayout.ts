import { type Envelope, http, type WireShape } from '@marktplatz/shared';

/** An editor's sticky layer of the marketplace start page (the API's `StickyLayerEntry`). */
export type StickyLayerEntry = WireShape<'StickyLayerEntry'>;

export interface StartPageLayout {
  sections: string[];
  sticky_layers: StickyLayerEntry[];
}

/**
 * `GET /startPageLayout/marketplace`: the editors' order of the page's sections and its active sticky layers; `null`
 * when it cannot be had (the page then shows its sections in their first order and no layer, spec 02 §8).
 */
export async function getStartPageLayout(signal?: AbortSignal): Promise<StartPageLayout | null> {
  try {
    const response = await http.get<Envelope<StartPageLayout>>('startPageLayout/marketplace', { signal });
    const data = response.data.data;
    return Array.isArray(data?.sections) && Array.isArray(data?.sticky_layers) ? data : null;
  } catch {
    return null;
  }
}
