import { useEffect, useMemo } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { Tooltip as LeafletTooltip } from 'leaflet';
import { useNavigate } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { Muted } from '@marktplatz/shared/kit';
import type { MapSettings } from '../api/getMapSettings';
import type { ProviderCard } from '../api/searchProviders';
import { LEAFLET_CSS } from '../../../lib/leafletCss';
import { messages } from '../../../messages';
import { Basemap, BASEMAP_PANES_CSS } from './Basemap';

const LeafletStyles = createGlobalStyle`${LEAFLET_CSS}${BASEMAP_PANES_CSS}`;

const Frame = styled.figure<{ $plain: boolean }>`
  margin: 0;
  .leaflet-container {
    height: 360px;
    border-radius: ${({ theme }) => theme.radii.lg};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme, $plain }) => ($plain ? theme.colors.surfaceAlt : theme.colors.surface)};
    font: inherit;
  }
  .leaflet-container:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
  }
  .leaflet-tooltip.mp-covered {
    visibility: hidden;
  }
  .mp-state-label span {
    position: absolute;
    transform: translate(-50%, -50%);
    white-space: nowrap;
    font-size: 0.75rem;
    letter-spacing: 0.02em;
    color: ${({ theme }) => theme.colors.textMuted};
    text-shadow:
      0 0 2px ${({ theme }) => theme.colors.background},
      0 0 4px ${({ theme }) => theme.colors.background};
  }
  /* A name is never wider than half the map (it points away from the nearer edge), so it fits beside its marker. */
  .leaflet-tooltip {
    max-width: var(--mp-label-max, 14rem);
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Germany and its neighbours' surroundings: where the map may be moved and how far out it may zoom without tiles. */
const GERMANY: [[number, number], [number, number]] = [
  [46.2, 4.5],
  [56.0, 16.2],
];

interface Point {
  slug: string;
  name: string;
  place: string;
  lat: number;
  lng: number;
}

function pointsOf(cards: readonly ProviderCard[]): Point[] {
  return cards.flatMap((card) =>
    card.store && card.store.latitude !== null && card.store.longitude !== null
      ? [{ slug: card.slug, name: card.company_name, place: card.store.city, lat: card.store.latitude, lng: card.store.longitude }]
      : [],
  );
}

/**
 * Zooms to the markers whenever the result changes — without animation: a filter or sort can replace the result (and
 * unmount the map while the list loads) in the middle of a zoom, and Leaflet then fails on its removed panes
 * (`_leaflet_pos` of undefined).
 */
function FitBounds({ points, maxZoom }: { points: readonly Point[]; maxZoom: number }) {
  const map = useMap();
  useEffect(() => {
    if (points.length === 1) map.setView([points[0]!.lat, points[0]!.lng], Math.min(13, maxZoom), { animate: false });
    else if (points.length > 1)
      map.fitBounds(
        points.map((point) => [point.lat, point.lng] as [number, number]),
        { padding: [48, 48], maxZoom, animate: false },
      );
  }, [map, points, maxZoom]);
  return null;
}

/** The widest a name may be: half the map less the marker's room, kept current as the map changes size. */
function LabelWidth() {
  const map = useMap();
  useEffect(() => {
    const apply = () => map.getContainer().style.setProperty('--mp-label-max', `${Math.max(96, Math.floor(map.getSize().x / 2) - 24)}px`);
    apply();
    map.on('resize', apply);
    return () => {
      map.off('resize', apply);
    };
  }, [map]);
  return null;
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Store names that would lie on top of each other are not drawn: the first name in the result's order keeps its
 * place, a name that would cover it is hidden until a zoom or move gives it room (the list holds every name, and a
 * marker leads to its provider either way). Checked whenever a name moves or changes.
 */
function DeclutterNames({ points }: { points: readonly Point[] }) {
  const map = useMap();
  useEffect(() => {
    const declutter = () => {
      const shown: DOMRect[] = [];
      const frame = map.getContainer().getBoundingClientRect();
      map
        .getContainer()
        .querySelectorAll<HTMLElement>('.leaflet-tooltip')
        .forEach((label) => {
          label.classList.remove('mp-covered');
          const box = label.getBoundingClientRect();
          // a name the map's edge would cut (after a move) waits until it fits again, like a covered one
          const cut =
            box.width > 0 && (box.left < frame.left || box.right > frame.right || box.top < frame.top || box.bottom > frame.bottom);
          if (cut || shown.some((other) => overlaps(box, other))) label.classList.add('mp-covered');
          else shown.push(box);
        });
    };
    // Once per frame after a name moved or got its text (Leaflet places the names itself, the texts arrive through
    // a portal): the names' pane is watched, not the map's events.
    let frame = requestAnimationFrame(declutter);
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(declutter);
    };
    const pane = map.getPane('tooltipPane');
    const watcher = new MutationObserver(later);
    if (pane) watcher.observe(pane, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['style'] });
    map.on('zoomend moveend resize', later);
    return () => {
      cancelAnimationFrame(frame);
      watcher.disconnect();
      map.off('zoomend moveend resize', later);
    };
  }, [map, points]);
  return null;
}

/**
 * Leaflet gives every tooltip `role="tooltip"`; its text arrives through a React portal a moment later, so the
 * element carries the store's name as its accessible name from the start (axe: aria-tooltip-name).
 */
function nameTooltip(tooltip: LeafletTooltip, name: string): void {
  tooltip.getElement()?.setAttribute('aria-label', name);
}

/**
 * The stores of the result on a Leaflet map (this module is its own chunk, loaded after the list). Raster tiles
 * come from `MAP_TILE_URL` with its attribution; without it the map draws its own basemap — Germany's states,
 * shipped with the area (`Basemap`) — and stays within Germany at regional zoom levels.
 * The map can be panned and zoomed with the keyboard; the list beside it holds the same providers.
 */
export default function ProviderMap({ cards, settings }: { cards: readonly ProviderCard[]; settings: MapSettings }) {
  const navigate = useNavigate();
  const points = useMemo(() => pointsOf(cards), [cards]);
  const plain = !settings.tile_url;
  return (
    <Frame $plain={plain} data-testid="provider-map" aria-label={messages.search.mapLabel}>
      <LeafletStyles />
      {points.length === 0 ? (
        <Muted>{messages.search.mapNoPoints}</Muted>
      ) : (
        <MapContainer
          center={[points[0]!.lat, points[0]!.lng]}
          zoom={plain ? 8 : 11}
          scrollWheelZoom={false}
          zoomAnimation={false}
          attributionControl={!plain}
          {...(plain ? { minZoom: 5, maxZoom: 11, maxBounds: GERMANY, maxBoundsViscosity: 1 } : {})}
        >
          {settings.tile_url ? <TileLayer url={settings.tile_url} attribution={settings.attribution ?? ''} /> : <Basemap />}
          <FitBounds points={points} maxZoom={plain ? 9 : 14} />
          <LabelWidth />
          <DeclutterNames points={points} />
          {points.map((point) => (
            <CircleMarker
              key={point.slug}
              center={[point.lat, point.lng]}
              radius={9}
              pathOptions={{ color: '#0b4f8a', weight: 2, fillColor: '#1d72c2', fillOpacity: 0.85 }}
              eventHandlers={{ click: () => void navigate(`/provider-detail/${point.slug}`) }}
            >
              <Tooltip
                permanent={points.length <= 12}
                direction="auto"
                offset={[8, 0]}
                eventHandlers={{ add: (event) => nameTooltip(event.target as LeafletTooltip, point.name) }}
              >
                {point.name}
              </Tooltip>
            </CircleMarker>
          ))}
        </MapContainer>
      )}
      <figcaption>
        <Muted $small>
          {plain ? `${messages.search.mapBasemap} ` : ''}
          {messages.search.mapListHint}
        </Muted>
      </figcaption>
    </Frame>
  );
}
