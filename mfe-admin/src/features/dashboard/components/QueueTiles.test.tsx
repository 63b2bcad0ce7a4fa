import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { ADMIN_ME, signInStaff } from '../../../testData';
import { sinceText } from '../lib/age';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const QUEUES = [
  {
    key: 'notices',
    label: 'Meldungen',
    count: 4,
    oldest_at: '2026-12-02T10:00:00.000Z',
    oldest_age_minutes: 3 * 1440 + 20,
    overdue: 2,
    path: '/admin/meldungen?status=open&source=notice',
  },
  {
    key: 'chat_reports',
    label: 'Gemeldete Chatnachrichten',
    count: 0,
    oldest_at: null,
    oldest_age_minutes: null,
    overdue: 0,
    path: '/admin/meldungen?status=open&source=chat_report',
  },
  {
    key: 'complaints',
    label: 'Beschwerden',
    count: 1,
    oldest_at: '2026-12-05T09:00:00.000Z',
    oldest_age_minutes: 61,
    overdue: 0,
    path: '/admin/beschwerden?status=open',
  },
  {
    key: 'dead_jobs',
    label: 'Fehlgeschlagene Aufträge',
    count: 2,
    oldest_at: '2026-12-05T08:00:00.000Z',
    oldest_age_minutes: 5,
    overdue: 2,
    path: null,
  },
];

describe('dashboard on the start page', () => {
  it('shows each queue as a tile with count, age of the oldest, overdue highlighted and the link to its screen', async () => {
    signInStaff();
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok(ADMIN_ME);
      if (call.url === 'admin/dashboard') return ok({ generated_at: '2026-12-05T10:05:00.000Z', queues: QUEUES });
      return undefined;
    });
    renderAt(<Area />, '/admin');
    const notices = await screen.findByTestId('queue-notices');
    expect(notices).toHaveTextContent('4');
    expect(notices).toHaveTextContent('ältester Eintrag seit 3 Tagen');
    expect(notices).toHaveTextContent('2 überfällig');
    expect(within(notices).getByRole('link', { name: 'Meldungen' })).toHaveAttribute('href', '/admin/meldungen?status=open&source=notice');

    const chats = screen.getByTestId('queue-chat_reports');
    expect(chats).toHaveTextContent('Nichts offen');
    expect(chats).not.toHaveTextContent('überfällig');

    const complaints = screen.getByTestId('queue-complaints');
    expect(complaints).toHaveTextContent('seit einer Stunde');
    expect(complaints).not.toHaveTextContent('überfällig');

    const dead = screen.getByTestId('queue-dead_jobs');
    expect(within(dead).queryByRole('link')).toBeNull();
    expect(dead).toHaveTextContent('seit 5 Minuten');
  });

  it('says so when the roles have no queue, and offers a retry when the call fails', async () => {
    signInStaff();
    let calls = 0;
    api = mockApi((call) => {
      if (call.url === 'admin/me') return ok({ ...ADMIN_ME, roles: ['finance'], credential_roles: ['finance'] });
      if (call.url === 'admin/dashboard') {
        calls += 1;
        return calls === 1 ? { status: 500, data: { status: false, message: 'Interner Fehler.' } } : ok({ generated_at: '', queues: [] });
      }
      return undefined;
    });
    renderAt(<Area />, '/admin');
    await userEvent.click(await screen.findByRole('button', { name: /erneut versuchen/i }));
    expect(await screen.findByText('Für Ihre Rollen gibt es keine Warteschlangen.')).toBeInTheDocument();
  });
});

describe('sinceText', () => {
  it('words the age in German with the dative', () => {
    expect(sinceText(0)).toBe('seit weniger als einer Minute');
    expect(sinceText(1)).toBe('seit einer Minute');
    expect(sinceText(59)).toBe('seit 59 Minuten');
    expect(sinceText(60)).toBe('seit einer Stunde');
    expect(sinceText(23 * 60 + 59)).toBe('seit 23 Stunden');
    expect(sinceText(24 * 60)).toBe('seit einem Tag');
    expect(sinceText(3 * 24 * 60 + 5)).toBe('seit 3 Tagen');
  });
});
