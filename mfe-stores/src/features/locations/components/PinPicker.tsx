import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import styled, { createGlobalStyle } from 'styled-components';
import { Muted } from '@marktplatz/shared/kit';
import type { MapSettings } from '../../search';
import { LEAFLET_CSS } from '../../../lib/leafletCss';
import { messages } from '../../../messages';

const LeafletStyles = createGlobalStyle`${LEAFLET_CSS}`;
const T = messages.locations;

/** The middle of Germany, when the store has no coordinates yet. */
const GERMANY: [number, number] = [51.16, 10.45];

const Frame = styled.div`
  .leaflet-container {
    height: 320px;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    font: inherit;
    cursor: crosshair;
  }
  .leaflet-container:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export interface Pin {
  lat: number;
  lng: number;
}

function Picks({ onPick }: { onPick: (pin: Pin) => void }) {
  useMapEvents({
    click: (event) => onPick({ lat: Number(event.latlng.lat.toFixed(6)), lng: Number(event.latlng.lng.toFixed(6)) }),
  });
  return null;
}

/** Follows a pin typed into the fields. */
function Follow({ pin }: { pin: Pin | null }) {
  const map = useMap();
  useEffect(() => {
    if (pin) map.setView([pin.lat, pin.lng], Math.max(map.getZoom(), 15));
  }, [map, pin]);
  return null;
}

/**
 * Sets a store's pin by a click on the map (this module is its own chunk, loaded when the picker is opened). The
 * number fields beside it stay the keyboard and screen-reader way. Opened only with a tile service (without one the
 * form shows a note instead: there is nothing to point at).
 */
export default function PinPicker({ pin, settings, onPick }: { pin: Pin | null; settings: MapSettings; onPick: (pin: Pin) => void }) {
  return (
    <Frame data-testid="pin-picker">
      <LeafletStyles />
      <MapContainer center={pin ? [pin.lat, pin.lng] : GERMANY} zoom={pin ? 15 : 6} scrollWheelZoom={false}>
        <TileLayer url={settings.tile_url ?? ''} attribution={settings.attribution ?? ''} />
        <Picks onPick={onPick} />
        <Follow pin={pin} />
        {pin ? (
          <CircleMarker
            center={[pin.lat, pin.lng]}
            radius={9}
            pathOptions={{ color: '#0b4f8a', weight: 2, fillColor: '#1d72c2', fillOpacity: 0.85 }}
          />
        ) : null}
      </MapContainer>
      <Muted $small>{T.pinHint}</Muted>
    </Frame>
  );
}
