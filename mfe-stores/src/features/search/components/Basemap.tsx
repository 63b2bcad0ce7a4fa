import { useEffect, useState } from 'react';
import { GeoJSON, Pane } from 'react-leaflet';
import { useTheme } from 'styled-components';
import { loadBasemap, type BasemapShapes as Shapes } from '../basemap/load';

/**
 * The map's own background where no tile service is set up (`MAP_TILE_URL`): Germany's 16 states and its outline,
 * drawn by Leaflet in the map's projection like the markers, so every store stands where it is. A pane under the
 * markers keeps the shapes below them; the shapes take no clicks or focus.
 */
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
  return (
    <Pane name="basemap" style={{ zIndex: 250 }}>
      <GeoJSON
        data={shapes}
        interactive={false}
        style={(feature) =>
          feature?.geometry.type === 'MultiLineString'
            ? { color: theme.colors.textMuted, weight: 1.5, opacity: 0.9, fill: false }
            : { color: theme.colors.border, weight: 1, opacity: 1, fillColor: theme.colors.surface, fillOpacity: 1 }
        }
      />
    </Pane>
  );
}
