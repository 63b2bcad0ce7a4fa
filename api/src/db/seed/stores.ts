import { inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { users } from '../schema';
import { createLocation, saveTimes, setAppointments, type LocationInput, type TimesInput } from '../../modules/stores/service';
import { SEED_PROVIDERS, type ProviderKey } from './shop-data';

type Week = Record<1 | 2 | 3 | 4 | 5 | 6 | 7, [string, string] | [string, string, string, string] | null>;

interface SeedStore {
  provider: ProviderKey;
  store: LocationInput;
  week: Week;
  appointments?: true;
}

const WORKSHOP: Week = {
  1: ['09:00', '13:00', '14:00', '18:00'],
  2: ['09:00', '13:00', '14:00', '18:00'],
  3: ['09:00', '13:00', '14:00', '18:00'],
  4: ['09:00', '13:00', '14:00', '18:00'],
  5: ['09:00', '13:00', '14:00', '17:00'],
  6: ['10:00', '14:00'],
  7: null,
};

const RETAIL: Week = {
  1: ['10:00', '20:00'],
  2: ['10:00', '20:00'],
  3: ['10:00', '20:00'],
  4: ['10:00', '20:00'],
  5: ['10:00', '20:00'],
  6: ['10:00', '20:00'],
  7: null,
};

/**
 * One store per demo provider at its business address, pinned to the street (the postal code alone gives the
 * middle of the town), with opening hours; the demo provider also has a showroom in Berlin, so the provider
 * search around 10115 and its map show something at once.
 */
const SEED_STORES: readonly SeedStore[] = [
  {
    provider: 'becker',
    store: {
      title: 'Werkstatt München-Schwabing',
      street: 'Leopoldstraße',
      street_number: '42',
      zipcode: '80802',
      city: 'München',
      latitude: 48.1594,
      longitude: 11.5857,
      calling_code: '+49',
      mobile_number: '89 7654321',
    },
    week: WORKSHOP,
    appointments: true,
  },
  {
    provider: 'becker',
    store: {
      title: 'Ausstellung Berlin-Mitte',
      street: 'Torstraße',
      street_number: '140',
      zipcode: '10119',
      city: 'Berlin',
      latitude: 52.529,
      longitude: 13.401,
    },
    week: { ...RETAIL, 1: null },
    appointments: true,
  },
  {
    provider: 'hansen',
    store: {
      title: 'Küchenstudio Altona',
      street: 'Große Elbstraße',
      street_number: '112',
      zipcode: '22767',
      city: 'Hamburg',
      latitude: 53.5447,
      longitude: 9.9447,
    },
    week: RETAIL,
    appointments: true,
  },
  {
    provider: 'vogt',
    store: {
      title: 'Ladengeschäft Ehrenstraße',
      street: 'Ehrenstraße',
      street_number: '18',
      zipcode: '50672',
      city: 'Köln',
      latitude: 50.9383,
      longitude: 6.943,
    },
    week: WORKSHOP,
  },
  {
    provider: 'sonnenfeld',
    store: {
      title: 'Hofladen Freiburg',
      street: 'Kartäuserstraße',
      street_number: '7',
      zipcode: '79102',
      city: 'Freiburg im Breisgau',
      latitude: 47.9933,
      longitude: 7.858,
    },
    week: {
      1: null,
      2: ['08:00', '13:00'],
      3: ['08:00', '13:00'],
      4: ['08:00', '13:00'],
      5: ['08:00', '13:00', '14:00', '18:00'],
      6: ['08:00', '13:00'],
      7: null,
    },
  },
  {
    provider: 'lindner',
    store: {
      title: 'Modehaus Innenstadt',
      street: 'Grimmaische Straße',
      street_number: '25',
      zipcode: '04109',
      city: 'Leipzig',
      latitude: 51.3393,
      longitude: 12.3785,
    },
    week: RETAIL,
  },
];

function timesOf(week: Week): TimesInput[] {
  return ([1, 2, 3, 4, 5, 6, 7] as const).map((days) => {
    const hours = week[days];
    return {
      days,
      status: hours !== null,
      from_time: hours?.[0] ?? null,
      untill_time: hours?.[1] ?? null,
      after_from_time: hours?.[2] ?? null,
      after_untill_time: hours?.[3] ?? null,
    };
  });
}

export async function seedStores(db: Database): Promise<void> {
  const emails = SEED_PROVIDERS.map((provider) => provider.email);
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  const idOf = new Map(SEED_PROVIDERS.map((provider) => [provider.key, rows.find((row) => row.email === provider.email)?.id]));
  for (const entry of SEED_STORES) {
    const providerId = idOf.get(entry.provider);
    if (providerId === undefined) continue;
    const location = await createLocation(db, providerId, entry.store);
    await saveTimes(db, providerId, location.id, 'opening', timesOf(entry.week));
    if (entry.appointments) await setAppointments(db, providerId, location.id, true, 30);
  }
}
