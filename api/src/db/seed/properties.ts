import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { DEMO_PROVIDER_EMAIL } from './account';
import { properties, type PropertyType, users } from '../schema';
import { germanSlug } from '../../lib/slug';
import { postalCodeCoordinates } from '../../modules/reference/public';
import { energyClassOf } from '../../modules/properties/energy';
import { propertyIllustrationPath } from '../../modules/properties/illustrations';

const CITIES: [string, string][] = [
  ['10115', 'Berlin'],
  ['20095', 'Hamburg'],
  ['80331', 'München'],
  ['50667', 'Köln'],
  ['60311', 'Frankfurt am Main'],
  ['70173', 'Stuttgart'],
  ['40213', 'Düsseldorf'],
  ['04109', 'Leipzig'],
  ['01067', 'Dresden'],
  ['28195', 'Bremen'],
];
const TYPES: [PropertyType, string][] = [
  ['wohnung', 'Wohnung'],
  ['haus', 'Haus'],
  ['wohnung', 'Dachgeschosswohnung'],
  ['haus', 'Reihenhaus'],
];
const SOURCES = ['Fernwärme', 'Gas', 'Wärmepumpe (Strom)', 'Pellets'];

/**
 * Twenty demo listings of the demo provider, with the energy data an ad must show (§ 87 GEG; the class derived from
 * the value by GEG Anlage 10) and three generated pictures each (outside, a room, the floor plan).
 */
export async function seedProperties(db: Database): Promise<void> {
  const [provider] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_PROVIDER_EMAIL)).limit(1);
  if (!provider) return;
  const now = Date.UTC(2026, 10, 1);
  const rows = Array.from({ length: 20 }, (_, index) => {
    const [postalCode, city] = CITIES[index % CITIES.length]!;
    const [type, label] = TYPES[index % TYPES.length]!;
    const rooms = 1 + (index % 5) + (index % 3 === 0 ? 0.5 : 0);
    const area = 38.5 + index * 7.35 + (type === 'haus' ? 40 : 0);
    const title = `${rooms.toLocaleString('de-DE')}-Zimmer-${label} in ${city}`;
    const energyValue = 45 + index * 9;
    return {
      providerId: provider.id,
      slug: `${germanSlug(title)}-${index + 1}`,
      title,
      description: `Helle ${label.toLowerCase()} mit ${area.toLocaleString('de-DE', { maximumFractionDigits: 2 })} m² Wohnfläche in ruhiger Lage von ${city}. Gute Anbindung an den Nahverkehr, Einkaufsmöglichkeiten in der Nähe.`,
      propertyType: type,
      rooms: rooms.toFixed(1),
      livingArea: area.toFixed(2),
      priceCents: Math.round((145_000 + index * 23_750 + (type === 'haus' ? 120_000 : 0)) * 100),
      postalCode,
      city,
      latitude: postalCodeCoordinates(postalCode)?.latitude ?? null,
      longitude: postalCodeCoordinates(postalCode)?.longitude ?? null,
      images: [
        propertyIllustrationPath(type === 'haus' ? 'haus' : 'wohnung', (index * 37) % 360),
        propertyIllustrationPath(index % 2 === 0 ? 'wohnzimmer' : 'kueche', (index * 37 + 20) % 360),
        propertyIllustrationPath('grundriss', (index * 37 + 40) % 360),
      ],
      energy: {
        certificate_type: index % 2 === 0 ? ('Bedarfsausweis' as const) : ('Verbrauchsausweis' as const),
        energy_value_kwh: energyValue,
        energy_class: energyClassOf(energyValue),
        main_energy_source: SOURCES[index % SOURCES.length]!,
        construction_year: 1962 + index * 3,
      },
      createdAt: new Date(now - index * 86_400_000),
    };
  });
  await db.insert(properties).values(rows).onConflictDoNothing();
}
