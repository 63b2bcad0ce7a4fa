import type { GeoJSONProps } from 'react-leaflet';

export type BasemapShapes = GeoJSONProps['data'];

let loaded: Promise<BasemapShapes> | null = null;

/** Germany's states (`germany.json`, about 55 kB, 13 kB compressed): its own chunk, loaded once, only by the map. */
export function loadBasemap(): Promise<BasemapShapes> {
  loaded ??= import(/* webpackChunkName: "germany-basemap" */ './germany.json').then(
    (module) => (module as { default: unknown }).default as BasemapShapes,
  );
  return loaded;
}
