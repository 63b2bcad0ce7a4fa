import { Suspense, lazy, useState } from 'react';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { Button, errorMessage, firstFieldErrors, SelectField, TextField } from '@marktplatz/shared';
import { Actions, Fieldset, FormEnd, FormGrid, FormRefusal, Muted, nextStepOf } from '@marktplatz/shared/kit';
import { getMapSettings, type MapSettings } from '../../search';
import { saveLocation } from '../api/saveLocation';
import type { LocationInput, StoreLocation } from '../types';
import { messages } from '../../../messages';

const T = messages.locations;

interface Values {
  title?: string;
  street?: string;
  street_number?: string;
  zipcode?: string;
  city?: string;
  state?: string;
  email?: string;
  calling_code?: string;
  mobile_number?: string;
  latitude?: string;
  longitude?: string;
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

const coordinate = (text: string | undefined) => (!text || text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

const STATES = messages.states.map(([code, name]) => ({ value: code, label: name }));

/** The pin typed (or picked) so far, when both numbers are valid. */
function pinOf(values: Values): { lat: number; lng: number } | null {
  const lat = coordinate(values.latitude);
  const lng = coordinate(values.longitude);
  return lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : null;
}

/** Address, contact and optional pin of a store; the API's German 422 messages show at their fields, the input stays. */
export function LocationForm({ location, onSaved }: { location?: StoreLocation; onSaved: (saved: StoreLocation) => void }) {
  const [initialValues] = useState(() => valuesOf(location));
  const [map, setMap] = useState<MapSettings | 'loading' | null>(null);

  const toggleMap = () => {
    if (map) {
      setMap(null);
      return;
    }
    setMap('loading');
    void getMapSettings().then(setMap);
  };

  const submit = async (values: Values) => {
    const input: LocationInput = {
      title: values.title ?? '',
      street: values.street ?? '',
      street_number: values.street_number ?? '',
      zipcode: (values.zipcode ?? '').trim(),
      city: values.city ?? '',
      state: values.state || null,
      email: values.email?.trim() || null,
      calling_code: values.calling_code || null,
      mobile_number: values.mobile_number?.trim() || null,
      latitude: coordinate(values.latitude),
      longitude: coordinate(values.longitude),
    };
    try {
      onSaved(await saveLocation(input, location?.id));
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      // A refusal with a way out (a bigger package for one more location) is shown with its link.
      const refusal = Object.values(fields).find((message) => nextStepOf(message));
      return { ...fields, [FORM_ERROR]: refusal ?? (Object.keys(fields).length > 0 ? T.locationFailed : errorMessage(error)) };
    }
  };

  return (
    <Form<Values> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting, submitError, values, form }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={T.address}>
          <FormRefusal error={submitError} />
          <Fieldset>
            <legend>{T.address}</legend>
            <FormGrid>
              <div className="full">
                <TextField name="title" id="location-title" label={T.name} required requiredMessage={T.nameRequired} />
              </div>
              <TextField name="street" id="location-street" label={T.street} autoComplete="address-line1" />
              <TextField name="street_number" id="location-number" label={T.streetNumber} />
              <TextField
                name="zipcode"
                id="location-zipcode"
                label={T.zipcode}
                required
                requiredMessage={T.zipcodeInvalid}
                inputMode="numeric"
                maxLength={5}
                autoComplete="postal-code"
              />
              <TextField name="city" id="location-city" label={T.city} autoComplete="address-level2" />
              <SelectField name="state" id="location-state" label={T.state} placeholder={T.stateAuto} options={STATES} />
              <TextField name="email" id="location-email" label={T.email} type="email" autoComplete="email" />
              <TextField name="calling_code" id="location-calling-code" label={T.callingCode} />
              <TextField name="mobile_number" id="location-phone" label={T.phone} type="tel" autoComplete="tel-national" />
            </FormGrid>
          </Fieldset>
          <Fieldset>
            <legend>{T.coordinates}</legend>
            <FormGrid>
              <TextField name="latitude" id="location-latitude" label={T.latitude} hint={T.coordinatesHint} inputMode="decimal" />
              <TextField name="longitude" id="location-longitude" label={T.longitude} inputMode="decimal" />
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
                  pin={pinOf(values)}
                  settings={map}
                  onPick={(pin) =>
                    form.batch(() => {
                      form.change('latitude', germanDecimal(pin.lat));
                      form.change('longitude', germanDecimal(pin.lng));
                    })
                  }
                />
              </Suspense>
            ) : null}
          </Fieldset>
          <FormEnd submitting={submitting} label={T.save} />
        </form>
      )}
    </Form>
  );
}
