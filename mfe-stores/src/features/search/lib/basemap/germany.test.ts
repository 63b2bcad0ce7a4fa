import { loadBasemap } from './load';

type Ring = [number, number][];

/** Ray casting on [lon, lat] rings: inside the outer ring and outside its holes. */
function inside([lon, lat]: [number, number], polygon: Ring[]): boolean {
  const inRing = (ring: Ring) => {
    let hit = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i]!;
      const [xj, yj] = ring[j]!;
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) hit = !hit;
    }
    return hit;
  };
  return inRing(polygon[0]!) && !polygon.slice(1).some(inRing);
}

describe('the provider map’s own basemap (Germany’s states)', () => {
  it('holds the 16 states and Germany’s outline, small enough to ship with the area', async () => {
    const shapes = (await loadBasemap()) as unknown as {
      features: { properties: { name: string; code: string }; geometry: { type: string } }[];
    };
    const states = shapes.features.filter((feature) => feature.geometry.type === 'MultiPolygon');
    expect(states.map((feature) => feature.properties.code).sort()).toEqual(
      ['BB', 'BE', 'BW', 'BY', 'HB', 'HE', 'HH', 'MV', 'NI', 'NW', 'RP', 'SH', 'SL', 'SN', 'ST', 'TH'].sort(),
    );
    expect(shapes.features.filter((feature) => feature.geometry.type === 'MultiLineString')).toHaveLength(1);
    expect(JSON.stringify(shapes).length).toBeLessThan(70_000);
  });

  it('puts known places into their state (the same longitude/latitude the markers use)', async () => {
    const shapes = (await loadBasemap()) as unknown as {
      features: { properties: { name: string }; geometry: { type: string; coordinates: Ring[][] } }[];
    };
    const stateOf = (point: [number, number]) =>
      shapes.features
        .filter((feature) => feature.geometry.type === 'MultiPolygon')
        .filter((feature) => feature.geometry.coordinates.some((polygon) => inside(point, polygon)))
        .map((feature) => feature.properties.name);
    expect(stateOf([13.405, 52.52])).toEqual(['Berlin']);
    expect(stateOf([13.06, 52.4])).toEqual(['Brandenburg']);
    expect(stateOf([11.575, 48.137])).toEqual(['Bayern']);
    expect(stateOf([9.993, 53.551])).toEqual(['Hamburg']);
    expect(stateOf([6.96, 50.94])).toEqual(['Nordrhein-Westfalen']);
    expect(stateOf([9.18, 48.78])).toEqual(['Baden-Württemberg']);
    expect(stateOf([12.37, 51.34])).toEqual(['Sachsen']);
    expect(stateOf([2.35, 48.86])).toEqual([]);
  });

  it('places each state’s name inside that state (Brandenburg’s not in Berlin, its hole)', async () => {
    const shapes = (await loadBasemap()) as unknown as {
      features: { properties: { name: string; label?: [number, number] }; geometry: { type: string; coordinates: Ring[][] } }[];
    };
    const states = shapes.features.filter((feature) => feature.geometry.type === 'MultiPolygon');
    for (const state of states) {
      const at = state.properties.label!;
      const holders = states.filter((other) => other.geometry.coordinates.some((polygon) => inside(at, polygon)));
      expect({ state: state.properties.name, in: holders.map((holder) => holder.properties.name) }).toEqual({
        state: state.properties.name,
        in: [state.properties.name],
      });
    }
  });
});
