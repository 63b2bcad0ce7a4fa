import { Link, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Tabs, notify, useFetch } from '@marktplatz/shared';
import { LoadState } from '@marktplatz/shared/kit';
import { getLocation } from '../api/getLocation';
import { HolidaysEditor } from '../components/HolidaysEditor';
import { LocationForm } from '../components/LocationForm';
import { SettingsForm } from '../components/SettingsForm';
import { TimesEditor } from '../components/TimesEditor';
import { ProviderLayout } from '../../../lib/ProviderLayout';
import { messages } from '../../../messages';

const T = messages.locations;

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.25rem;
  }
`;

/** `/stores/new`: a new store; after saving it opens for times, closed days and appointments. */
export function NewLocationPage() {
  const navigate = useNavigate();
  return (
    <ProviderLayout title={T.newTitle}>
      <p>
        <Link to="/stores">{T.back}</Link>
      </p>
      <LocationForm
        onSaved={(saved) => {
          notify.success(T.saved);
          void navigate(`/stores/${saved.id}`, { replace: true });
        }}
      />
    </ProviderLayout>
  );
}

/** `/stores/:id`: address, open settings, opening times and closed days of one store. */
export default function LocationPage() {
  const { id = '' } = useParams();
  const storeId = Number(id);
  const state = useFetch((signal) => getLocation(storeId, signal), [storeId]);
  return (
    <ProviderLayout title={state.data ? T.editTitle(state.data.title) : T.title}>
      <p>
        <Link to="/stores">{T.back}</Link>
      </p>
      <LoadState state={state}>
        {(location) => (
          <Sections>
            <LocationForm
              key={location.id}
              location={location}
              onSaved={() => {
                notify.success(T.saved);
                state.reload();
              }}
            />
            <SettingsForm key={`settings-${location.id}`} location={location} onSaved={() => state.reload()} />
            <Tabs
              label={T.weeksLabel}
              tabs={[
                {
                  id: 'opening',
                  label: messages.times.title,
                  content: (
                    <Sections>
                      <TimesEditor storeId={location.id} />
                      <HolidaysEditor storeId={location.id} />
                    </Sections>
                  ),
                },
                {
                  id: 'delivery',
                  label: messages.deliveryTimes.title,
                  content: (
                    <Sections>
                      <TimesEditor storeId={location.id} kind="delivery" />
                      <HolidaysEditor storeId={location.id} kind="delivery" />
                    </Sections>
                  ),
                },
              ]}
            />
          </Sections>
        )}
      </LoadState>
    </ProviderLayout>
  );
}
