import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { mockApi, ok, renderAt, signIn, signOut, type ApiMock } from '@marktplatz/shared/testing';
import { staffSession } from '../../../lib/session';
import { SESSION } from '../../../testData';
import LoginPage from './LoginPage';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

function renderLogin(path = '/admin/login') {
  return renderAt(
    <Routes>
      <Route path="/admin/login" element={<LoginPage />} />
      <Route path="*" element={null} />
    </Routes>,
    path,
  );
}

async function enterPassword() {
  await userEvent.type(screen.getByLabelText(/E-Mail-Adresse/), 'anna@example.com');
  await userEvent.type(screen.getByLabelText(/^Passwort/), 'geheim-und-lang');
  await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
}

const ENROL = {
  step: 'enrol',
  challenge: 'ch_1',
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauth_uri: 'otpauth://totp/Marktplatz:anna@example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DP',
  qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
  recovery_codes: Array.from({ length: 10 }, (_, index) => `abcd-efgh-${index}`),
};

describe('staff login', () => {
  it('signs in with password and app code, keeps the mps_ token in sessionStorage only and goes back to the asked page', async () => {
    signIn('User'); // a customer session in the same browser must not travel with staff calls
    api = mockApi((call) => {
      if (call.url === 'admin/login') return ok({ step: 'totp', challenge: 'ch_1' });
      if (call.url === 'admin/login/totp') return ok(SESSION);
      return undefined;
    });
    renderLogin(`/admin/login?redirect=${encodeURIComponent('/admin/audit?page=2')}`);
    await enterPassword();
    await userEvent.type(await screen.findByLabelText(/Sechsstelliger Code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/audit?page=2'));
    expect(api.calls.map((call) => [call.url, call.data])).toEqual([
      ['admin/login', { email: 'anna@example.com', password: 'geheim-und-lang' }],
      ['admin/login/totp', { challenge: 'ch_1', code: '123456' }],
    ]);
    expect(api.calls.every((call) => !call.authorization)).toBe(true);
    expect(staffSession.token()).toBe('mps_session-token');
    expect(JSON.stringify({ ...localStorage })).not.toContain('mps_');
  });

  it('offers „Wiederherstellungscode verwenden“ and sends the recovery code instead of a code', async () => {
    api = mockApi((call) => {
      if (call.url === 'admin/login') return ok({ step: 'totp', challenge: 'ch_2' });
      if (call.url === 'admin/login/totp') return ok(SESSION);
      return undefined;
    });
    renderLogin();
    await enterPassword();
    await userEvent.click(await screen.findByRole('button', { name: 'Wiederherstellungscode verwenden' }));
    await userEvent.type(screen.getByLabelText(/Wiederherstellungscode/), 'abcd-efgh-1');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(api.calls[1]?.data).toEqual({ challenge: 'ch_2', recovery_code: 'abcd-efgh-1' });
  });

  it('shows the server refusal of a wrong password', async () => {
    api = mockApi(() => ({ status: 422, data: { status: false, message: 'E-Mail-Adresse oder Passwort ist falsch.' } }));
    renderLogin();
    await enterPassword();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-Mail-Adresse oder Passwort ist falsch.');
    expect(staffSession.token()).toBeNull();
  });

  it('after an idle logout says why', () => {
    renderLogin('/admin/login?grund=abgelaufen&redirect=%2Fadmin');
    expect(screen.getByText(/Ihre Sitzung ist abgelaufen/)).toBeInTheDocument();
  });
});

describe('first login: enrolment', () => {
  it('shows QR code, the secret in groups of four and ten recovery codes, and takes the first code only after „Ich habe die Codes gesichert“', async () => {
    api = mockApi((call) => {
      if (call.url === 'admin/login') return ok(ENROL);
      if (call.url === 'admin/login/enrol') return ok(SESSION);
      return undefined;
    });
    renderLogin();
    await enterPassword();

    expect(await screen.findByRole('img', { name: /QR-Code/ })).toHaveAttribute('src', ENROL.qr_code);
    expect(screen.getByTestId('admin-enrol-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    expect(screen.getByRole('list', { name: 'Wiederherstellungscodes' }).querySelectorAll('li')).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'Herunterladen' })).toBeInTheDocument();

    const code = screen.getByLabelText(/Sechsstelliger Code/);
    expect(code).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Einrichtung abschließen' }));
    expect(screen.getByText(/Bitte sichern Sie zuerst/)).toBeInTheDocument();
    expect(api.calls.map((call) => call.url)).toEqual(['admin/login']);

    await userEvent.click(screen.getByLabelText('Ich habe die Codes gesichert'));
    await userEvent.type(code, '654321');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Einrichtung abschließen' })));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(api.calls[1]).toMatchObject({ url: 'admin/login/enrol', data: { challenge: 'ch_1', code: '654321' } });
    expect(staffSession.token()).toBe('mps_session-token');
  });
});
