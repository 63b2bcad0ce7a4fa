import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok, renderAt, signOut, type ApiMock } from '@marktplatz/shared/testing';
import Area from '../../../Area';
import { signInStaff } from '../../../testData';
import { EDITOR_ME, PAGE, VERSIONS } from '../lib/testData';

jest.setTimeout(30_000);

let api: ApiMock;
afterEach(() => {
  api?.restore();
  sessionStorage.clear();
  signOut();
});

const VERSION_DATA: Record<string, Record<string, unknown>> = {
  2: {
    title: 'Über uns',
    subtitle: null,
    slug: 'ueber-uns',
    content: '<h2>Wer wir sind</h2><p>Ein Marktplatz aus Franken.</p>',
    meta_title: 'Über uns – Marktplatz',
    meta_description: 'Wer hinter dem Marktplatz steht.',
  },
  3: {
    title: 'Über uns',
    subtitle: null,
    slug: 'ueber-uns',
    content: '<h2>Wer wir sind</h2><p>Ein Marktplatz aus der Region.</p>',
    meta_title: 'Über uns – Marktplatz',
    meta_description: 'Wer hinter dem Marktplatz steht.',
  },
};

function routes() {
  return mockApi((call) => {
    if (call.url === 'admin/me') return ok(EDITOR_ME);
    if (call.url === 'admin/content/pages/5' && call.method === 'GET') return ok(PAGE);
    if (call.url === 'admin/content/pages/5/versions') return ok(VERSIONS);
    const match = /^admin\/content\/pages\/5\/versions\/(\d+)$/.exec(call.url ?? '');
    if (match?.[1]) {
      const summary = VERSIONS.find((row) => row.version === Number(match[1]));
      const data = VERSION_DATA[match[1]];
      return data && summary ? ok({ ...summary, data }) : { status: 404, data: { status: false, message: 'Diese Version gibt es nicht.' } };
    }
    return undefined;
  });
}

async function openCompare() {
  signInStaff();
  renderAt(<Area />, '/admin/inhalte/seiten/5');
  await userEvent.click(await screen.findByRole('button', { name: 'Versionen vergleichen' }));
  return screen.findByRole('dialog', { name: 'Versionen vergleichen' });
}

describe('version comparison', () => {
  it('compares the two newest versions by default and shows only the changed field with a labelled word diff', async () => {
    api = routes();
    const dialog = await openCompare();
    expect(within(dialog).getByRole('combobox', { name: /Ältere Fassung/ })).toHaveValue('2');
    expect(within(dialog).getByRole('combobox', { name: /Neuere Fassung/ })).toHaveValue('3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vergleichen' }));

    expect(await within(dialog).findByRole('heading', { name: 'Änderungen von Version 2 zu Version 3' })).toBeInTheDocument();
    const content = within(dialog).getByTestId('compare-content');
    expect(within(content).getByText('Text')).toBeInTheDocument();
    const added = content.querySelector('ins');
    const removed = content.querySelector('del');
    expect(added).toHaveTextContent('hinzugefügt: der Region');
    expect(removed).toHaveTextContent('entfernt: Franken');
    // The HTML is compared as text: no tag shows up in the diff.
    expect(content).not.toHaveTextContent('<p>');
    expect(within(dialog).queryByTestId('compare-title')).not.toBeInTheDocument();
  });

  it('refuses to compare a version with itself, with a German message at the field', async () => {
    api = routes();
    const dialog = await openCompare();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Ältere Fassung/ }), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vergleichen' }));
    expect(await within(dialog).findByText('Bitte wählen Sie zwei verschiedene Versionen.')).toBeInTheDocument();
    expect(api.calls.some((call) => /versions\/\d+$/.test(call.url ?? ''))).toBe(false);
  });

  it('shows the server’s German message when a version cannot be loaded', async () => {
    api = routes();
    const dialog = await openCompare();
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Ältere Fassung/ }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vergleichen' }));
    expect(await within(dialog).findByText('Diese Version gibt es nicht.')).toBeInTheDocument();
  });
});
