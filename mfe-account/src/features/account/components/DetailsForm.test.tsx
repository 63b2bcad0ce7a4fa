import { screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { authStore, notify } from '@marktplatz/shared';
import { DetailsForm, detailsPayload, toGermanDate } from './DetailsForm';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  window.localStorage.clear();
  jest.restoreAllMocks();
});

const profile = {
  role: 'User' as const,
  first_name: 'Anna',
  last_name: 'Schneider',
  birthday: '1990-04-12',
  phone: '+49 30 1',
  address: 'Lindenstraße 5',
  country_id: 276,
};

function answer({ method, url }: { method: string; url: string }) {
  if (url === 'countries')
    return { status: 200, data: { status: true, data: [{ id: 276, code: 'DE', name: 'Deutschland', calling_code: '+49' }] } };
  if (method === 'PATCH' && url === 'me/details')
    return { status: 200, data: { status: true, data: { ...profile, first_name: 'Annika' } } };
  return { status: 404, data: { status: false, message: 'nicht gefunden' } };
}

/** The form on its page, with a link away from it (as the account's navigation has). */
function renderOnProfilePage() {
  renderAt(
    <>
      <Link to="/account">Übersicht</Link>
      <DetailsForm profile={profile} />
    </>,
    '/account/profile',
  );
}

describe('personal details', () => {
  it('shows the stored birthday in the German format TT.MM.JJJJ', () => {
    expect(toGermanDate('1990-04-12')).toBe('12.04.1990');
    expect(toGermanDate(null)).toBe('');
  });

  it('refuses an impossible date such as 29.02.2023 and sends nothing', async () => {
    api = mockApi(answer);
    renderAt(<DetailsForm profile={profile} />);
    const birthday = screen.getByLabelText(/Geburtsdatum/);
    expect(birthday).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '29.02.2023');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText(/TT\.MM\.JJJJ/, { selector: '[id$="-error"], [role="alert"]' })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
  });

  it('accepts a leap day, sends PATCH /me/details and shows „Profile updated successfully!“', async () => {
    signIn('User');
    const success = jest.spyOn(notify, 'success').mockImplementation(() => '');
    api = mockApi(answer);
    renderAt(<DetailsForm profile={profile} />);
    const birthday = screen.getByLabelText(/Geburtsdatum/);
    await userEvent.clear(birthday);
    await userEvent.type(birthday, '29.02.2024');
    await userEvent.clear(screen.getByLabelText(/^Vorname/));
    await userEvent.type(screen.getByLabelText(/^Vorname/), 'Annika');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Profile updated successfully!'));
    const patch = api.calls.find((call) => call.method === 'PATCH');
    expect(patch?.data).toEqual({
      first_name: 'Annika',
      last_name: 'Schneider',
      birthday: '29.02.2024',
      phone: '+49 30 1',
      address: 'Lindenstraße 5',
      country_id: 276,
    });
    expect(authStore.getState().user?.first_name).toBe('Annika');
  });

  it('puts the server’s field errors under the fields', async () => {
    api = mockApi(({ method, url }) =>
      method === 'PATCH'
        ? {
            status: 422,
            data: {
              status: false,
              message: 'Bitte prüfen Sie Ihre Eingaben.',
              errors: { phone: ['Bitte geben Sie eine gültige Telefonnummer ein.'] },
            },
          }
        : answer({ method, url }),
    );
    renderAt(<DetailsForm profile={profile} />);
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    expect(await screen.findByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: '' })).toHaveTextContent('Bitte prüfen Sie Ihre Eingaben.');
  });

  it('asks in German before the page is left with unsaved details; „Weiter bearbeiten“ keeps what was typed', async () => {
    api = mockApi(answer);
    renderOnProfilePage();
    await userEvent.clear(screen.getByLabelText(/^Vorname/));
    await userEvent.type(screen.getByLabelText(/^Vorname/), 'Annika');
    await userEvent.click(screen.getByRole('link', { name: 'Übersicht' }));
    const question = screen.getByRole('alertdialog', { name: 'Änderungen verwerfen?' });
    expect(question).toHaveTextContent('Sie haben ungespeicherte Änderungen.');
    expect(within(question).getByRole('button', { name: 'Weiter bearbeiten' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/account/profile');
    expect(screen.getByLabelText(/^Vorname/)).toHaveValue('Annika');
  });

  it('lets the page be left without asking once the details are saved', async () => {
    signIn('User');
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    api = mockApi(answer);
    renderOnProfilePage();
    await userEvent.type(screen.getByLabelText(/^Vorname/), 'a');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen speichern' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    await userEvent.click(screen.getByRole('link', { name: 'Übersicht' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/account$/);
  });

  it('leaves an empty birthday out of the payload', () => {
    expect(detailsPayload({ first_name: 'A', birthday: '' })).not.toHaveProperty('birthday');
  });
});
