import { act, fireEvent, screen } from '@testing-library/react';
import { mockApi, ok, renderAt } from '@marktplatz/shared/testing';
import { ReportContentButton } from './ReportContentButton';

const categories = [
  { value: 'unsafe_product', label: 'Gefährliches, verbotenes oder nicht verkehrsfähiges Produkt', anonymous_allowed: false },
  { value: 'child_sexual_abuse', label: 'Darstellung sexuellen Missbrauchs von Kindern', anonymous_allowed: true },
];

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('Inhalt melden', () => {
  let api: ReturnType<typeof mockApi>;
  afterEach(() => api.restore());

  it('sends the notice with reason, explanation, name, e-mail and good faith and shows the case number', async () => {
    api = mockApi((call) => {
      if (call.url === 'moderation/categories') return ok({ categories, target_types: [] });
      if (call.url === 'moderation/reports')
        return {
          status: 201,
          data: {
            status: true,
            message: 'Vielen Dank. Ihre Meldung ist eingegangen; eine Eingangsbestätigung haben wir an p@example.com gesendet.',
            data: { id: 4, case_number: 'M-2026-000004', status: 'received' },
          },
        };
      return undefined;
    });
    renderAt(<ReportContentButton targetType="product" targetId={12} targetLabel="Ladegerät" />, '/product/x');
    fireEvent.click(screen.getByRole('button', { name: 'Inhalt melden' }));
    await screen.findByRole('option', { name: categories[0]!.label });
    await settle();
    fireEvent.change(screen.getByLabelText(/Grund der Meldung/), { target: { value: 'unsafe_product' } });
    fireEvent.change(screen.getByLabelText(/Begründung/), { target: { value: 'Das Gerät wurde wegen Brandgefahr zurückgerufen.' } });
    fireEvent.change(screen.getByLabelText(/Ihr Name/), { target: { value: 'Petra Prüfer' } });
    fireEvent.change(screen.getByLabelText(/Ihre E-Mail-Adresse/), { target: { value: 'p@example.com' } });
    fireEvent.click(screen.getByLabelText(/in gutem Glauben/));
    fireEvent.click(screen.getByTestId('report-content-send'));
    expect(await screen.findByTestId('report-content-done')).toHaveTextContent('Aktenzeichen: M-2026-000004.');
    const sent = api.calls.find((call) => call.url === 'moderation/reports');
    expect(sent?.data).toEqual({
      target_type: 'product',
      target_id: 12,
      category: 'unsafe_product',
      explanation: 'Das Gerät wurde wegen Brandgefahr zurückgerufen.',
      reporter_name: 'Petra Prüfer',
      reporter_email: 'p@example.com',
      good_faith: true,
    });
  });

  it('refuses to send without the good-faith statement and shows the field errors', async () => {
    api = mockApi((call) => (call.url === 'moderation/categories' ? ok({ categories, target_types: [] }) : undefined));
    renderAt(<ReportContentButton targetType="review" targetId={3} targetLabel="diese Bewertung" />, '/product/x');
    fireEvent.click(screen.getByRole('button', { name: 'Inhalt melden' }));
    await screen.findByRole('option', { name: categories[0]!.label });
    await settle();
    fireEvent.click(screen.getByTestId('report-content-send'));
    await settle();
    expect(api.calls.some((call) => call.url === 'moderation/reports')).toBe(false);
    expect(screen.getByLabelText(/in gutem Glauben/)).toHaveAttribute('aria-invalid', 'true');
  });
});
