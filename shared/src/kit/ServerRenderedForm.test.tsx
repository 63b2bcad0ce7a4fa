import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Field, Form } from 'react-final-form';
import { ServerRenderedForm, typedValue } from './ServerRenderedForm';

// Hydrating by hand (not through Testing Library's render): tell React that `act` is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Values {
  email?: string;
  terms?: boolean;
  topic?: string;
}

function ContactForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  return (
    <Form<Values> onSubmit={onSubmit}>
      {({ handleSubmit }) => (
        <ServerRenderedForm onSubmit={handleSubmit} aria-label="Kontakt">
          <Field<string> name="email" component="input" type="email" aria-label="E-Mail" />
          <Field<boolean> name="terms" component="input" type="checkbox" aria-label="AGB" />
          <Field<string> name="topic" component="select" aria-label="Thema">
            <option value="">Bitte wählen</option>
            <option value="bestellung">Bestellung</option>
          </Field>
          <button type="submit">Senden</button>
        </ServerRenderedForm>
      )}
    </Form>
  );
}

describe('a server-rendered form keeps what was typed before the hydration', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('moves typed text, a ticked box and a picked option into the form’s state, so a submit sends them', async () => {
    const submitted = jest.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ContactForm onSubmit={submitted} />);
    document.body.append(container);
    // The visitor acts on the server's markup before the scripts have run.
    const email = container.querySelector<HTMLInputElement>('input[name="email"]')!;
    email.value = 'kim@example.de';
    container.querySelector<HTMLInputElement>('input[name="terms"]')!.checked = true;
    container.querySelector<HTMLSelectElement>('select[name="topic"]')!.value = 'bestellung';
    await act(async () => {
      root = hydrateRoot(container, <ContactForm onSubmit={submitted} />);
    });
    expect(container.querySelector('input[name="email"]')).toBe(email);
    await act(async () => {
      email.focus();
      email.blur();
    });
    expect(email.value).toBe('kim@example.de');
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    expect(submitted.mock.calls[0]?.[0]).toEqual({ email: 'kim@example.de', terms: true, topic: 'bestellung' });
  });

  it('leaves a form the browser renders itself alone (a value whose option has not loaded yet stays)', async () => {
    const submitted = jest.fn();
    const container = document.createElement('div');
    document.body.append(container);
    function RegionForm() {
      return (
        <Form<Values> onSubmit={submitted} initialValues={{ topic: 'reklamation' }}>
          {({ handleSubmit }) => (
            <ServerRenderedForm onSubmit={handleSubmit}>
              <Field<string> name="topic" component="select" aria-label="Thema">
                <option value="">Bitte wählen</option>
              </Field>
              <button type="submit">Senden</button>
            </ServerRenderedForm>
          )}
        </Form>
      );
    }
    await act(async () => {
      root = createRoot(container);
      root.render(<RegionForm />);
    });
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    expect(submitted.mock.calls[0]?.[0]).toEqual({ topic: 'reklamation' });
  });

  it('keeps a box ticked in a group of boxes sharing a name as the array of the ticked values', async () => {
    const submitted = jest.fn();
    const IndustryForm = () => (
      <Form<{ industries: string[] }> initialValues={{ industries: [] }} onSubmit={submitted}>
        {({ handleSubmit }) => (
          <ServerRenderedForm onSubmit={handleSubmit}>
            <Field name="industries" type="checkbox" value="3" component="input" aria-label="Bäckerei" />
            <Field name="industries" type="checkbox" value="5" component="input" aria-label="Metzgerei" />
            <button type="submit">Suchen</button>
          </ServerRenderedForm>
        )}
      </Form>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(<IndustryForm />);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[value="5"]')!.checked = true;
    await act(async () => {
      root = hydrateRoot(container, <IndustryForm />);
    });
    await act(async () => {
      container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    expect(submitted.mock.calls[0]?.[0]).toEqual({ industries: ['5'] });
  });

  it('counts a field as typed only when it differs from what React rendered', () => {
    const input = document.createElement('input');
    input.defaultValue = 'vorher';
    expect(typedValue(input)).toBe('unchanged');
    input.value = '';
    expect(typedValue(input)).toEqual({ value: undefined });
    const box = document.createElement('input');
    box.type = 'checkbox';
    expect(typedValue(box)).toBe('unchanged');
    box.checked = true;
    expect(typedValue(box)).toEqual({ value: true });
    // A select whose value's option is not there yet: the browser's own choice of the first option is no pick.
    const select = document.createElement('select');
    select.append(new Option('Alle Regionen', ''), new Option('Berlin', 'berlin'));
    expect(typedValue(select)).toBe('unchanged');
    select.value = 'berlin';
    expect(typedValue(select)).toEqual({ value: 'berlin' });
  });
});
