import { Form } from 'react-final-form';
import { Button, SelectField, TextareaField, TextField, errorMessage, firstFieldErrors, notify, useFetch } from '@marktplatz/shared';
import { Actions, FormGrid } from '@marktplatz/shared/kit';
import { getWorld } from '../../journey';
import { createRoute } from '../api/createRoute';
import { updateRoute } from '../api/updateRoute';
import type { LeadRoute, RouteInput } from '../types';
import { messages } from '../../../messages';
import { providerMessages } from '../messages';

const text = providerMessages.routeForm;

export interface RouteValues {
  name: string;
  description: string;
  world_category_id: string;
  postal_code: string;
  radius: string;
}
const EMPTY: RouteValues = { name: '', description: '', world_category_id: '', postal_code: '', radius: '25' };

const valuesOf = (route: LeadRoute | null): RouteValues =>
  route
    ? {
        name: route.name,
        description: route.description,
        world_category_id: String(route.world_category_id),
        postal_code: route.postal_code,
        radius: String(route.radius),
      }
    : EMPTY;

/** The body of the create/update call from the form's text values. */
export function routeInput(values: RouteValues): RouteInput {
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    world_category_id: Number(values.world_category_id) || 0,
    postal_code: values.postal_code ?? '',
    // not a number → sent as none, and the API answers with its radius message
    radius: Number(values.radius),
  };
}

/** Create or edit a lead route (in the routes page's dialog); the API's field errors show under the fields. */
export function RouteForm({ route, onDone, onCancel }: { route: LeadRoute | null; onDone: () => void; onCancel: () => void }) {
  const categories = useFetch((signal) => getWorld('all', signal), []);
  async function submit(values: RouteValues) {
    try {
      const input = routeInput(values);
      const answer = route ? await updateRoute(route.id, input) : await createRoute(input);
      notify.success(answer.message ?? messages.saved);
      onDone();
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (!Object.keys(fields).length) notify.error(errorMessage(error));
      return fields;
    }
  }
  return (
    <Form<RouteValues> onSubmit={submit} initialValues={valuesOf(route)}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="name" label={text.name} required requiredMessage={messages.required} maxLength={120} hint={text.nameHint} />
          <SelectField
            name="world_category_id"
            label={text.category}
            required
            requiredMessage={messages.invalidId}
            placeholder={text.pleaseChoose}
            options={(categories.data ?? []).map((category) => ({ value: String(category.id), label: category.title }))}
          />
          <FormGrid>
            <TextField
              name="postal_code"
              label={text.postalCode}
              required
              requiredMessage={messages.invalidPostalCode}
              inputMode="numeric"
              maxLength={5}
              autoComplete="postal-code"
            />
            <TextField
              name="radius"
              label={text.radius}
              required
              requiredMessage={messages.invalidRadius}
              inputMode="numeric"
              hint={text.radiusHint}
            />
          </FormGrid>
          <TextareaField name="description" label={text.description} rows={3} />
          <Actions>
            <Button type="submit" loading={submitting}>
              {route ? text.saveChanges : text.create}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {messages.cancel}
            </Button>
          </Actions>
        </form>
      )}
    </Form>
  );
}
