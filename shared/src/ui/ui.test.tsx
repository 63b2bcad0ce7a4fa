import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '../test/render';
import { Button } from './Button';
import { ConfirmDialog, Dialog } from './Dialog';
import { EmptyState, ErrorState, Spinner } from './feedback';
import { CheckboxField, DateField, FileField, FormField, NumberField, SelectField, TextField } from './fields';
import { PageContainer, SkipLink, VisuallyHidden } from './layout';
import { Pagination, pageItems } from './Pagination';
import { Table } from './Table';
import { Tabs } from './Tabs';

describe('Button', () => {
  it('renders the variants as buttons of type button', () => {
    renderWithTheme(
      <>
        <Button>Speichern</Button>
        <Button variant="secondary">Abbrechen</Button>
        <Button variant="danger">Löschen</Button>
        <Button variant="link">Mehr</Button>
      </>,
    );
    ['Speichern', 'Abbrechen', 'Löschen', 'Mehr'].forEach((name) =>
      expect(screen.getByRole('button', { name })).toHaveAttribute('type', 'button'),
    );
  });

  it('is disabled and busy while loading and announces the loading', async () => {
    const onClick = jest.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Bestellen
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Bestellen/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveTextContent('Wird geladen');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('has a visible keyboard focus style', () => {
    renderWithTheme(<Button>Fokus</Button>);
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(/:focus-visible\{outline:3px solid #c2410c/);
  });
});

function renderForm(fields: React.ReactNode, onSubmit = jest.fn(), initialValues?: object) {
  renderWithTheme(
    <Form onSubmit={onSubmit} initialValues={initialValues}>
      {({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate>
          {fields}
          <button type="submit">Absenden</button>
        </form>
      )}
    </Form>,
  );
  return onSubmit;
}

describe('form fields', () => {
  it('shows Pflichtfeld on a required empty field after submit, with aria-invalid and aria-describedby', async () => {
    const onSubmit = renderForm(<TextField name="first_name" label="Vorname" hint="Wie im Ausweis" required />);
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    const input = screen.getByLabelText(/Vorname/);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Wie im Ausweis Pflichtfeld');
    expect(screen.getByText('Pflichtfeld')).toBeInTheDocument();
  });

  it('shows a server field error that names /account/onboarding as the link „Jetzt Angaben vervollständigen“, not as the path', async () => {
    const refusal =
      'Bevor Sie veröffentlichen können, müssen Ihre Anbieterangaben verifiziert sein (Art. 30 DSA). Bitte vervollständigen Sie sie unter /account/onboarding.';
    renderWithTheme(
      <MemoryRouter>
        <Form onSubmit={() => ({ status: refusal })} initialValues={{ status: 'active' }}>
          {({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <SelectField
                name="status"
                label="Status"
                options={[
                  { value: 'active', label: 'Aktiv' },
                  { value: 'inactive', label: 'Inaktiv' },
                ]}
              />
              <button type="submit">Absenden</button>
            </form>
          )}
        </Form>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    const link = await screen.findByRole('link', { name: 'Jetzt Angaben vervollständigen' });
    expect(link).toHaveAttribute('href', '/account/onboarding');
    const select = screen.getByLabelText('Status');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(
      'Bevor Sie veröffentlichen können, müssen Ihre Anbieterangaben verifiziert sein (Art. 30 DSA). Jetzt Angaben vervollständigen',
    );
    expect(screen.queryByText(/\/account\/onboarding/)).not.toBeInTheDocument();
  });

  it('marks a field with requiredMark as required without checking it: the form is sent and the API answers', async () => {
    const onSubmit = renderForm(<TextField name="purpose" label="Zweck" requiredMark />);
    const input = screen.getByLabelText(/Zweck/);
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).toHaveBeenCalled();
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
  });

  it.each([
    ['TextField', <TextField key="f" name="f" label="Feld" requiredMark />],
    ['NumberField', <NumberField key="f" name="f" label="Feld" requiredMark />],
    ['SelectField', <SelectField key="f" name="f" label="Feld" options={[]} requiredMark />],
    ['CheckboxField', <CheckboxField key="f" name="f" label="Feld" requiredMark />],
    ['DateField', <DateField key="f" name="f" label="Feld" requiredMark />],
    ['FileField', <FileField key="f" name="f" label="Feld" requiredMark />],
  ])('marks a %s with requiredMark (the star and aria-required) and sends it empty', async (_name, field) => {
    const onSubmit = renderForm(field);
    expect(screen.getByLabelText(/Feld/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).toHaveBeenCalled();
  });

  it('leaves out the empty entry of a select with emptyOption={false}', () => {
    renderForm(
      <SelectField
        name="object_type"
        label="Objektart"
        emptyOption={false}
        options={[
          { value: 'office', label: 'Büro' },
          { value: 'hall', label: 'Halle' },
        ]}
      />,
      jest.fn(),
      { object_type: 'office' },
    );
    const select = screen.getByLabelText('Objektart');
    expect(select).toHaveValue('office');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Büro', 'Halle']);
  });

  it('shows no error before the field is touched', () => {
    renderForm(<TextField name="email" label="E-Mail" required />);
    expect(screen.getByLabelText(/E-Mail/)).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Pflichtfeld')).not.toBeInTheDocument();
  });

  it('submits the values of valid fields', async () => {
    const onSubmit = renderForm(
      <>
        <TextField name="city" label="Ort" required />
        <SelectField
          name="gender"
          label="Anrede"
          options={[
            { value: 'female', label: 'Frau' },
            { value: 'male', label: 'Herr' },
          ]}
        />
        <CheckboxField name="terms" label="AGB akzeptiert" required />
      </>,
    );
    await userEvent.type(screen.getByLabelText(/Ort/), 'Köln');
    await userEvent.selectOptions(screen.getByLabelText(/Anrede/), 'female');
    await userEvent.click(screen.getByLabelText(/AGB akzeptiert/));
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ city: 'Köln', gender: 'female', terms: true });
  });

  it('parses German number input to a number for the form', async () => {
    const onSubmit = renderForm(<NumberField name="price" label="Preis" />);
    await userEvent.type(screen.getByLabelText('Preis'), '1.234,56');
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ price: 1234.56 });
  });

  it('shows numbers with thousands dots: initial values and typed values once the field is left', async () => {
    const onSubmit = renderForm(<NumberField name="price" label="Preis" />, jest.fn(), { price: 1234.5 });
    const input = screen.getByLabelText('Preis');
    expect(input).toHaveValue('1.234,5');
    await userEvent.clear(input);
    await userEvent.type(input, '25000,75');
    expect(input).toHaveValue('25000,75');
    await userEvent.tab();
    expect(input).toHaveValue('25.000,75');
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ price: 25000.75 });
  });

  it('refuses text in a number field with a German message', async () => {
    const onSubmit = renderForm(<NumberField name="price" label="Preis" />);
    await userEvent.type(screen.getByLabelText('Preis'), 'zwölf');
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Bitte geben Sie eine gültige Zahl ein.')).toBeInTheDocument();
  });

  it('shows an initial number in German notation', () => {
    renderForm(<NumberField name="price" label="Preis" />, jest.fn(), { price: 19.9 });
    expect(screen.getByLabelText('Preis')).toHaveValue('19,9');
  });

  it('checks a date field against TT.MM.JJJJ with leap years', async () => {
    const onSubmit = renderForm(<DateField name="birthday" label="Geburtsdatum" />);
    const input = screen.getByLabelText('Geburtsdatum');
    expect(input).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.type(input, '29.02.2023');
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '29.02.2024');
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ birthday: '29.02.2024' });
  });

  it('takes allowed image uploads and refuses other files with a German message', async () => {
    const onSubmit = renderForm(<FileField name="photo" label="Foto" families={['images']} />);
    const input = screen.getByLabelText('Foto');
    expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg');
    await userEvent.upload(input, new File(['x'], 'vertrag.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(screen.getByText('Dieser Dateityp ist nicht erlaubt.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    const photo = new File(['x'], 'haus.JPG', { type: 'image/jpeg' });
    await userEvent.upload(input, photo);
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ photo: [photo] });
  });

  it('FormField picks the control by type', () => {
    renderForm(
      <>
        <FormField name="note" label="Notiz" type="textarea" />
        <FormField name="qty" label="Menge" type="number" />
      </>,
    );
    expect(screen.getByLabelText('Notiz').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Menge')).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('Table', () => {
  const rows = [
    { id: 1, order_number: 'B-1001', order_amount: '49,90 €' },
    { id: 2, order_number: 'B-1002', order_amount: '12,00 €' },
  ];
  const columns = [
    { key: 'order_number', header: 'Bestellnummer' },
    { key: 'order_amount', header: 'Betrag', align: 'end' as const },
  ];

  it('renders headers and rows', () => {
    renderWithTheme(<Table columns={columns} rows={rows} getRowKey={(r) => r.id} caption="Bestellungen" />);
    const table = screen.getByRole('table', { name: 'Bestellungen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Bestellnummer', 'Betrag']);
    expect(within(table).getByText('B-1002')).toBeInTheDocument();
  });

  it('labels every cell so rows can stack on a 375 px phone', () => {
    renderWithTheme(<Table columns={columns} rows={rows} />);
    const cell = screen.getByText('49,90 €');
    expect(cell).toHaveAttribute('data-label', 'Betrag');
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toContain('@media (max-width: 640px)');
    expect(css).toMatch(/content:attr\(data-label\)/);
  });

  it('shows a German text when there are no rows', () => {
    renderWithTheme(<Table columns={columns} rows={[]} />);
    expect(screen.getByText('Keine Einträge vorhanden')).toBeInTheDocument();
  });
});

describe('Pagination', () => {
  it('marks the current page with aria-current and uses German labels', async () => {
    const onPageChange = jest.fn();
    renderWithTheme(<Pagination page={2} totalPages={4} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(within(nav).getByRole('button', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Seite 3' })).not.toHaveAttribute('aria-current');
    await userEvent.click(within(nav).getByRole('button', { name: 'Nächste Seite' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(within(nav).getByRole('button', { name: 'Vorherige Seite' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('disables Vorherige Seite on the first page and shows nothing for one page', () => {
    const { unmount } = renderWithTheme(<Pagination page={1} totalPages={3} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();
    unmount();
    renderWithTheme(<Pagination page={1} totalPages={1} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('has a compact „Seite x von y“ for phones', () => {
    renderWithTheme(<Pagination page={3} totalPages={9} onPageChange={jest.fn()} />);
    const compact = screen.getByText('Seite 3 von 9', { ignore: false });
    expect(compact).toHaveAttribute('data-compact');
    const css = Array.from(document.querySelectorAll('style'))
      .map((s) => s.textContent)
      .join('\n');
    expect(css).toMatch(/@media \(max-width: 480px\)\{[^}]*li\[data-page\]\{display:none;\}/);
  });

  it('shortens long page ranges with gaps', () => {
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
  });
});

describe('Tabs', () => {
  const tabs = [
    { id: 'pending', label: 'Ausstehend', content: 'Liste ausstehend' },
    { id: 'processing', label: 'In Bearbeitung', content: 'Liste in Bearbeitung' },
    { id: 'delivery', label: 'Lieferung', content: 'Liste Lieferung' },
  ];

  it('follows the ARIA tabs pattern', () => {
    renderWithTheme(<Tabs tabs={tabs} label="Bestellstatus" />);
    const list = screen.getByRole('tablist', { name: 'Bestellstatus' });
    const [first, second] = within(list).getAllByRole('tab');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('Liste ausstehend');
    expect(panel).toHaveAttribute('aria-labelledby', first!.id);
    expect(first).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves with the arrow keys, Home and End', async () => {
    const onChange = jest.fn();
    renderWithTheme(<Tabs tabs={tabs} label="Bestellstatus" onChange={onChange} />);
    const first = screen.getByRole('tab', { name: 'Ausstehend' });
    act(() => first.focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'In Bearbeitung' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Liste in Bearbeitung');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Lieferung' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ausstehend' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Lieferung' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith('pending');
  });
});

function DialogHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Adresse bearbeiten" footer={<button type="button">Speichern</button>}>
        <label>
          Straße <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled modal dialog that takes the focus', async () => {
    renderWithTheme(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Adresse bearbeiten' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('keeps the focus inside with Tab and Shift+Tab', async () => {
    renderWithTheme(<DialogHarness />);
    await userEvent.click(screen.getByRole('button', { name: 'Öffnen' }));
    const close = screen.getByRole('button', { name: 'Dialog schließen' });
    const save = screen.getByRole('button', { name: 'Speichern' });
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByLabelText('Straße')).toHaveFocus();
    await userEvent.tab();
    expect(save).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes on Escape and gives the focus back', async () => {
    renderWithTheme(<DialogHarness />);
    const opener = screen.getByRole('button', { name: 'Öffnen' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

describe('ConfirmDialog', () => {
  it('asks before a destructive action, focusing Abbrechen first', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderWithTheme(
      <ConfirmDialog open title="Produkt löschen?" onConfirm={onConfirm} onCancel={onCancel}>
        Das Produkt wird endgültig entfernt.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Produkt löschen?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state while an async confirmation runs', async () => {
    let finish!: () => void;
    const onConfirm = () => new Promise<void>((resolve) => (finish = resolve));
    renderWithTheme(
      <ConfirmDialog open title="Bestellung stornieren?" confirmLabel="Stornieren" onConfirm={onConfirm} onCancel={jest.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Stornieren' }));
    expect(screen.getByRole('button', { name: /Stornieren/ })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: 'Stornieren' })).not.toHaveAttribute('aria-busy');
  });
});

describe('feedback and layout', () => {
  it('Spinner is announced as Wird geladen', () => {
    renderWithTheme(<Spinner />);
    expect(screen.getByRole('status', { name: 'Wird geladen' })).toBeInTheDocument();
  });

  it('EmptyState shows a German default text and an action', () => {
    renderWithTheme(<EmptyState action={<Button>Produkt anlegen</Button>} />);
    expect(screen.getByText('Keine Einträge vorhanden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Produkt anlegen' })).toBeInTheDocument();
  });

  it('ErrorState shows the server text and retries', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState error="Something went wrong" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Die Daten konnten nicht geladen werden.');
    expect(alert).toHaveTextContent('Something went wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('PageContainer renders the page heading', () => {
    renderWithTheme(<PageContainer title="Meine Bestellungen">Inhalt</PageContainer>);
    expect(screen.getByRole('heading', { level: 1, name: 'Meine Bestellungen' })).toBeInTheDocument();
  });

  it('SkipLink jumps to the main content', () => {
    renderWithTheme(<SkipLink />);
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#main');
  });

  it('VisuallyHidden keeps text for screen readers', () => {
    renderWithTheme(
      <button type="button">
        ×<VisuallyHidden>Entfernen</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: '× Entfernen' })).toBeInTheDocument();
    const style = getComputedStyle(screen.getByText('Entfernen'));
    expect(style.position).toBe('absolute');
    expect(style.width).toBe('1px');
  });
});
