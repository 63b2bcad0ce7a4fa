import { Suspense, lazy, useMemo, useState, type FormEvent } from 'react';
import { Button, FieldShell, Select, errorMessage, firstFieldErrors } from '@marktplatz/shared';
import { Actions, Alert, Fieldset, FormGrid, Muted, nextStepOf, RefusalMessage } from '@marktplatz/shared/kit';
import { getMapSettings, type MapSettings } from '../../search';
import { saveLocation } from '../api/saveLocation';
import type { LocationInput, StoreLocation } from '../types';
import { Labelled } from './fields';
import { messages } from '../../../messages';

const T = messages.locations;

interface Values {
  title: string;
  street: string;
  street_number: string;
  zipcode: string;
  city: string;
  state: string;
  email: string;
  calling_code: string;
  mobile_number: string;
  latitude: string;
  longitude: string;
}

function valuesOf(location: StoreLocation | undefined): Values {
  return {
    title: location?.title ?? '',
    street: location?.street ?? '',
    street_number: location?.street_number ?? '',
    zipcode: location?.zipcode ?? '',
    city: location?.city ?? '',
    state: location?.state ?? '',
    email: location?.email ?? '',
    calling_code: location?.calling_code ?? '+49',
    mobile_number: location?.mobile_number ?? '',
    latitude: location?.coordinate_source === 'pin' && location.latitude !== null ? String(location.latitude).replace('.', ',') : '',
    longitude: location?.coordinate_source === 'pin' && location.longitude !== null ? String(location.longitude).replace('.', ',') : '',
  };
}

// The map is its own chunk, loaded only when the provider opens the picker.
const PinPicker = lazy(() => import('./PinPicker'));

const germanDecimal = (value: number) => String(value).replace('.', ',');

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** Address, contact and optional pin of a store; the API's German 422 messages show at their fields, the input stays. */
export function LocationForm({ location, onSaved }: { location?: StoreLocation; onSaved: (saved: StoreLocation) => void }) {
  const [values, setValues] = useState<Values>(() => valuesOf(location));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const [map, setMap] = useState<MapSettings | 'loading' | null>(null);

  const toggleMap = () => {
    if (map) {
      setMap(null);
      return;
    }
    setMap('loading');
    void getMapSettings().then(setMap);
  };

  const typedPin = useMemo(() => {
    const lat = coordinate(values.latitude);
    const lng = coordinate(values.longitude);
    return lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
  }, [values.latitude, values.longitude]);

  const set = (name: keyof Values) => (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(undefined);
    const input: LocationInput = {
      title: values.title,
      street: values.street,
      street_number: values.street_number,
      zipcode: values.zipcode.trim(),
      city: values.city,
      state: values.state || null,
      email: values.email.trim() || null,
      calling_code: values.calling_code || null,
      mobile_number: values.mobile_number.trim() || null,
      latitude: coordinate(values.latitude),
      longitude: coordinate(values.longitude),
    };
    try {
      const saved = await saveLocation(input, location?.id);
      setErrors({});
      onSaved(saved);
    } catch (error) {
      const fields = firstFieldErrors(error);
      setErrors(fields);
      // A refusal with a way out (a bigger package for one more location) is shown with its link.
      const refusal = Object.values(fields).find((message) => nextStepOf(message));
      setFailure(refusal ?? (Object.keys(fields).length > 0 ? T.locationFailed : errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={T.address}>
      {failure ? (
        <Alert role="alert" $tone="error">
          <RefusalMessage message={failure} />
        </Alert>
      ) : null}
      <Fieldset>
        <legend>{T.address}</legend>
        <FormGrid>
          <div className="full">
            <Labelled id="location-title" label={T.name} required value={values.title} error={errors.title} onChange={set('title')} />
          </div>
          <Labelled
            id="location-street"
            label={T.street}
            autoComplete="address-line1"
            value={values.street}
            error={errors.street}
            onChange={set('street')}
          />
          <Labelled
            id="location-number"
            label={T.streetNumber}
            value={values.street_number}
            error={errors.street_number}
            onChange={set('street_number')}
          />
          <Labelled
            id="location-zipcode"
            label={T.zipcode}
            required
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
            value={values.zipcode}
            error={errors.zipcode}
            onChange={set('zipcode')}
          />
          <Labelled
            id="location-city"
            label={T.city}
            autoComplete="address-level2"
            value={values.city}
            error={errors.city}
            onChange={set('city')}
          />
          <FieldShell id="location-state" label={T.state} error={errors.state} hintId="location-state-hint" errorId="location-state-error">
            <Select
              id="location-state"
              value={values.state}
              onChange={set('state')}
              aria-describedby={errors.state ? 'location-state-error' : undefined}
            >
              <option value="">{T.stateAuto}</option>
              {messages.states.map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </Select>
          </FieldShell>
          <Labelled
            id="location-email"
            label={T.email}
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={set('email')}
          />
          <Labelled
            id="location-calling-code"
            label={T.callingCode}
            value={values.calling_code}
            error={errors.calling_code}
            onChange={set('calling_code')}
          />
          <Labelled
            id="location-phone"
            label={T.phone}
            type="tel"
            autoComplete="tel-national"
            value={values.mobile_number}
            error={errors.mobile_number}
            onChange={set('mobile_number')}
          />
        </FormGrid>
      </Fieldset>
      <Fieldset>
        <legend>{T.coordinates}</legend>
        <FormGrid>
          <Labelled
            id="location-latitude"
            label={T.latitude}
            hint={T.coordinatesHint}
            inputMode="decimal"
            value={values.latitude}
            error={errors.latitude}
            onChange={set('latitude')}
          />
          <Labelled
            id="location-longitude"
            label={T.longitude}
            inputMode="decimal"
            value={values.longitude}
            error={errors.longitude}
            onChange={set('longitude')}
          />
        </FormGrid>
        <Actions>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-expanded={map !== null}
            onClick={toggleMap}
            data-testid="pin-picker-toggle"
          >
            {map ? T.pinClose : T.pinOpen}
          </Button>
        </Actions>
        {map === 'loading' ? <Muted role="status">{T.pinLoading}</Muted> : null}
        {map && map !== 'loading' && !map.tile_url ? <Muted data-testid="pin-picker-no-tiles">{T.pinNoTiles}</Muted> : null}
        {map && map !== 'loading' && map.tile_url ? (
          <Suspense fallback={<Muted role="status">{T.pinLoading}</Muted>}>
            <PinPicker
              pin={typedPin}
              settings={map}
              onPick={(pin) =>
                setValues((current) => ({ ...current, latitude: germanDecimal(pin.lat), longitude: germanDecimal(pin.lng) }))
              }
            />
          </Suspense>
        ) : null}
      </Fieldset>
      <Actions>
        <Button type="submit" loading={busy}>
          {T.save}
        </Button>
      </Actions>
    </form>
  );
}
