import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button, germanWeekday, StackList } from '@marktplatz/shared';
import { Badge, Muted } from '@marktplatz/shared/kit';
import { OpenBadge } from '../../search';
import type { PublicLocation } from '../api/getProviderLocations';
import { berlinWeekday, germanRange, shiftsText } from '../../../lib/format';
import { messages } from '../../../messages';

const Address = styled.address`
  font-style: normal;
`;

const Caption = styled.caption`
  text-align: left;
  font-weight: 600;
`;

const Grid = styled(StackList).attrs({ $gap: 'md' as const })`
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Store = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.0625rem;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    margin-top: ${({ theme }) => theme.space.sm};
    font-size: 0.9375rem;
  }
  th,
  td {
    text-align: left;
    padding: 2px 0;
    vertical-align: top;
  }
  th {
    font-weight: 500;
    padding-right: ${({ theme }) => theme.space.md};
    white-space: nowrap;
  }
  tr[data-today='true'] {
    font-weight: 700;
  }
`;

/** The clock has no event to subscribe to: the day is read at each render. */
const noSubscription = () => () => {};

/**
 * The provider's stores: address, today's state, the week's hours, upcoming closed days, appointment button.
 * `renderedOn`: the Berlin weekday the server rendered the page on — the server's render and the browser's hydration
 * mark that day as today (the same markup, also for a page rendered before midnight and hydrated after it); right
 * after the hydration the browser's own day follows.
 */
export function LocationsSection({
  locations,
  onRequest,
  renderedOn,
}: {
  locations: readonly PublicLocation[];
  onRequest: (store: PublicLocation) => void;
  renderedOn?: number;
}) {
  const today = useSyncExternalStore(noSubscription, berlinWeekday, () => renderedOn ?? berlinWeekday());
  if (locations.length === 0) return <Muted>{messages.page.noLocations}</Muted>;
  return (
    <Grid>
      {locations.map((store) => (
        <Store key={store.id} data-testid="store" data-store={store.title}>
          <h3>
            {store.title} {store.is_default ? <Badge $outline>{messages.page.defaultStore}</Badge> : null}
          </h3>
          <Address>
            {[`${store.street} ${store.street_number}`.trim(), `${store.zipcode} ${store.city}`.trim()].filter(Boolean).join(', ')}
            {store.mobile_number ? (
              <>
                <br />
                <a href={`tel:${(store.calling_code ?? '') + store.mobile_number.replace(/[^0-9]/g, '')}`}>
                  {`${store.calling_code ?? ''} ${store.mobile_number}`.trim()}
                </a>
              </>
            ) : null}
          </Address>
          <p>
            <OpenBadge open={store.state_now.open_now} text={store.state_now.text} />
          </p>
          {store.always_open ? (
            <Muted>{messages.page.alwaysOpen}</Muted>
          ) : (
            <table>
              <Caption>{messages.page.hoursCaption(store.title)}</Caption>
              <tbody>
                {store.times.map((day) => (
                  <tr key={day.day} data-today={day.day === today}>
                    <th scope="row">
                      {germanWeekday(day.day)}
                      {day.day === today ? ` (${messages.page.today})` : ''}
                    </th>
                    <td>{shiftsText(day)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {store.holidays.length > 0 ? (
            <Muted $small>
              {messages.page.closedDays}:{' '}
              {store.holidays
                .map((holiday) => `${germanRange(holiday.start_date, holiday.end_date)}${holiday.title ? ` (${holiday.title})` : ''}`)
                .join('; ')}
            </Muted>
          ) : null}
          {store.takes_appointments ? (
            <Button type="button" variant="secondary" onClick={() => onRequest(store)}>
              {messages.page.requestAppointment}
            </Button>
          ) : null}
        </Store>
      ))}
    </Grid>
  );
}
