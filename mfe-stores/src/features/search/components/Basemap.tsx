import { useEffect, useState } from 'react';
import { divIcon } from 'leaflet';
import { GeoJSON, Marker, Pane } from 'react-leaflet';
import { useTheme } from 'styled-components';
import { loadBasemap, type BasemapShapes as Shapes } from '../lib/basemap/load';

/**
 * The map's own background where no tile service is set up (`MAP_TILE_URL`): Germany's 16 states and its outline,
 * drawn by Leaflet in the map's projection like the markers, so every store stands where it is. A pane under the
 * markers keeps the shapes below them (its z-index comes with the map's styles, `BASEMAP_PANES_CSS`); the shapes take no
 * clicks or focus.
 */
/** The basemap's panes above the tiles (200) and below the overlays (400): Leaflet names them `leaflet-<name>-pane`. */
export const BASEMAP_PANES_CSS = '.leaflet-basemap-pane{z-index:250;}.leaflet-basemap-labels-pane{z-index:300;}';

/** The states' areas and the country's outline (its lines) as two layers, each with its own look. */
function splitShapes(shapes: Shapes): { states: Shapes; outline: Shapes } {
  const all = shapes as unknown as { type: string; features: { geometry: { type: string } }[] };
  const isLine = (feature: { geometry: { type: string } }) => feature.geometry.type === 'MultiLineString';
  return {
    states: { ...all, features: all.features.filter((feature) => !isLine(feature)) } as unknown as Shapes,
    outline: { ...all, features: all.features.filter(isLine) } as unknown as Shapes,
  };
}

export function Basemap() {
  const theme = useTheme();
  const [shapes, setShapes] = useState<Shapes | null>(null);
  useEffect(() => {
    let active = true;
    void loadBasemap().then(
      (data) => active && setShapes(data),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, []);
  if (!shapes) return null;
  const labels = (shapes as unknown as { features: { properties: { name: string; label?: [number, number] } }[] }).features.flatMap(
    (feature) => (feature.properties.label ? [{ name: feature.properties.name, at: feature.properties.label }] : []),
  );
  const { states, outline } = splitShapes(shapes);
  return (
    <>
      <Pane name="basemap">
        {/* the states first, the country's outline over them */}
        <GeoJSON
          data={states}
          interactive={false}
          pathOptions={{ color: theme.colors.borderStrong, weight: 1, opacity: 0.45, fillColor: theme.colors.background, fillOpacity: 1 }}
        />
        <GeoJSON
          data={outline}
          interactive={false}
          pathOptions={{ color: theme.colors.textMuted, weight: 1.5, opacity: 0.9, fill: false }}
        />
      </Pane>
      {/* the states' names under the markers and their names; the list is what screen readers get */}
      <Pane name="basemap-labels">
        {labels.map((label) => (
          <Marker
            key={label.name}
            position={[label.at[1], label.at[0]]}
            interactive={false}
            keyboard={false}
            icon={divIcon({ className: 'mp-state-label', iconSize: [0, 0], html: `<span aria-hidden="true">${label.name}</span>` })}
          />
        ))}
      </Pane>
    </>
  );
}
