import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { providerPages, storeHolidays, storeLocations, storeLocationTimes } from '../../db/schema/stores';
import { NotFoundError } from '../../http/errors';
import { berlinClock, type DayHours, openState } from '../../lib/opening-hours';
import { accountProviderProfiles, accountUsers } from '../account/public';
import { preparedRows } from './prepared';
import { PROVIDER_NOT_FOUND, type PublicLocationDto, publicLocations, publicProvider } from './service';

type LocationJson = Omit<PublicLocationDto, 'times' | 'state_now'> & { times: DayHours[] };

interface Row {
  visible: boolean;
  locations: LocationJson[] | null;
}

/**
 * `/providerStoreLocations`: a visible provider's locations with their week, upcoming holidays and open-now, found by
 * the stored slug in one prepared statement (the same checks as `publicProvider`, the same rows as `publicLocations`,
 * which took four round trips). An old form of the slug takes the general path.
 */
export async function publicLocationsBySlug(db: Executor, slug: string, now = new Date()): Promise<PublicLocationDto[]> {
  const since = berlinClock(new Date(now.getTime() - 36 * 3600 * 1000)).date;
  const [row] = await preparedRows<Row>(
    db,
    'provider_locations',
    sql`select u.deleted_at is null and p.show_profile
        and not exists (select 1 from ${providerPages} w where w.provider_id = u.id and w.withdrawn_at is not null) as visible,
      (select json_agg(json_build_object('id', l.id, 'title', l.title, 'street', l.street, 'street_number', l.street_number,
          'zipcode', l.zipcode, 'city', l.city, 'state', l.state, 'email', l.email, 'calling_code', l.calling_code,
          'mobile_number', l.mobile_number, 'latitude', l.latitude, 'longitude', l.longitude,
          'coordinate_source', l.coordinate_source, 'is_default', l.is_default, 'always_open', l.always_open,
          'takes_appointments', l.takes_appointments, 'appointment_slot_minutes', l.appointment_slot_minutes,
          'times', (select json_agg(json_build_object('day', d.day, 'from_time', t.from_time, 'untill_time', t.untill_time,
              'after_from_time', t.after_from_time, 'after_untill_time', t.after_untill_time,
              'status', coalesce(t.status, false)) order by d.day)
            from generate_series(1, 7) as d(day)
            left join ${storeLocationTimes} t on t.location_id = l.id and t.kind = 'opening' and t.days = d.day),
          'holidays', coalesce((select json_agg(json_build_object('id', h.id, 'start_date', h.start_date, 'end_date', h.end_date,
              'title', h.title) order by h.start_date)
            from ${storeHolidays} h where h.location_id = l.id and h.kind = 'opening' and h.end_date >= ${since}::date), '[]'::json)
        ) order by l.is_default desc, l.id)
        from ${storeLocations} l where l.provider_id = u.id) as locations
    from ${accountUsers} u join ${accountProviderProfiles} p on p.user_id = u.id
    where p.slug = ${slug}
    limit 1`,
  );
  if (!row) return publicLocations(db, (await publicProvider(db, slug)).userId, now);
  if (!row.visible) throw new NotFoundError(PROVIDER_NOT_FOUND);
  return (row.locations ?? []).map((location) => ({
    ...location,
    state_now: openState(
      { always_open: location.always_open, state: location.state, hours: location.times, holidays: location.holidays },
      now,
    ),
  }));
}
