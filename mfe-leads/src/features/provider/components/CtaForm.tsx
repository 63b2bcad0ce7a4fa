import { Form } from 'react-final-form';
import {
  Button,
  SelectField,
  TextareaField,
  TextField,
  errorMessage,
  firstFieldErrors,
  notify,
  showServerMessage,
  useFetch,
} from '@marktplatz/shared';
import { Actions } from '@marktplatz/shared/kit';
import { createCta } from '../api/createCta';
import { getRoutes } from '../api/getRoutes';
import { updateCta } from '../api/updateCta';
import type { CallToAction, CtaInput } from '../types';
import { ChoiceField } from '../../../lib/ChoiceField';
import { messages } from '../../../messages';
import { providerMessages } from '../messages';

const text = providerMessages.ctaForm;

export interface CtaValues {
  title: string;
  text: string;
  button_text: string;
  button_url: string;
  lead_route_id: string;
  status: 'active' | 'inactive';
}

/** The body of the create/update call from the form's text values. */
export function ctaInput(values: CtaValues): CtaInput {
  return {
    title: values.title ?? '',
    text: values.text ?? '',
    button_text: values.button_text ?? '',
    button_url: (values.button_url ?? '').trim() || null,
    lead_route_id: values.lead_route_id ? Number(values.lead_route_id) : null,
    status: values.status,
  };
}

/** Create or edit a call to action (in the page's dialog); the API's field errors show under the fields. */
export function CtaForm({ cta, onDone, onCancel }: { cta: CallToAction | null; onDone: () => void; onCancel: () => void }) {
  const routes = useFetch((signal) => getRoutes(1, signal), []);
  const initialValues: CtaValues = {
    title: cta?.title ?? '',
    text: cta?.text ?? '',
    button_text: cta?.button_text ?? '',
    button_url: cta?.button_url ?? '',
    lead_route_id: cta?.lead_route_id ? String(cta.lead_route_id) : '',
    status: cta?.status ?? 'inactive',
  };
  async function submit(values: CtaValues) {
    try {
      const input = ctaInput(values);
      const answer = cta ? await updateCta(cta.id, input) : await createCta(input);
      showServerMessage(answer);
      onDone();
      return undefined;
    } catch (error) {
      const fields = firstFieldErrors(error);
      if (!Object.keys(fields).length) notify.error(errorMessage(error));
      return fields;
    }
  }
  return (
    <Form<CtaValues> onSubmit={submit} initialValues={initialValues}>
      {({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate>
          <TextField name="title" label={text.title} required requiredMessage={messages.required} maxLength={120} />
          <TextareaField name="text" label={text.text} rows={3} />
          <TextField name="button_text" label={text.buttonText} required requiredMessage={messages.required} maxLength={40} />
          <TextField name="button_url" label={text.buttonUrl} hint={text.buttonUrlHint} />
          <SelectField
            name="lead_route_id"
            label={text.shownAt}
            placeholder={text.providerPage}
            options={(routes.data?.rows ?? []).map((route) => ({ value: String(route.id), label: text.routeOption(route.name) }))}
          />
          <ChoiceField
            name="status"
            label={text.status}
            options={[
              { value: 'active', label: text.active },
              { value: 'inactive', label: text.inactive },
            ]}
          />
          <Actions>
            <Button type="submit" loading={submitting}>
              {text.save}
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
