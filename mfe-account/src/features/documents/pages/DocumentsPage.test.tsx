import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, notify } from '@marktplatz/shared';
import DocumentsPage from './DocumentsPage';
import { mockApi, renderAt, signIn, type ApiMock } from '@marktplatz/shared/testing';

let api: ApiMock | undefined;
afterEach(() => {
  api?.restore();
  authStore.reset();
  jest.restoreAllMocks();
});

const meta = { current_page: 1, last_page: 1, per_page: 10, total: 1 };
const inquiryFile = {
  key: 'file:abc',
  source: 'inquiry',
  source_text: 'Anfrage',
  title: 'grundriss.pdf',
  file_name: 'grundriss.pdf',
  mime_type: 'application/pdf',
  size: 2048,
  inquiry_id: 5,
  inquiry_title: 'Küche Lindenstraße',
  own: true,
  created_at: '2026-11-20T10:00:00.000Z',
  file: 'abc',
  document_id: null,
};
const own = {
  id: 9,
  title: 'Kaufvertrag',
  type: 'contract',
  type_text: 'Vertrag',
  show: 0,
  own: true,
  file_name: 'vertrag.pdf',
  mime_type: 'application/pdf',
  size: 4096,
  inquiry_id: null,
  inquiry_title: null,
  created_at: '2026-11-21T10:00:00.000Z',
  updated_at: '2026-11-21T10:00:00.000Z',
};

describe('documents page', () => {
  it('lists a customer’s inquiry files from the customer endpoint and the own documents', async () => {
    signIn('User');
    api = mockApi(({ url }) => {
      if (url === 'inquiry/customer/documents') return { status: 200, data: { status: true, data: [inquiryFile], meta } };
      if (url === 'api/documents') return { status: 200, data: { status: true, data: [own], meta } };
      return { status: 404, data: { status: false, message: 'Nicht gefunden.' } };
    });
    renderAt(<DocumentsPage />, '/account/documents');
    const files = await screen.findByRole('table', { name: 'Dateien aus Anfragen und Angeboten' });
    expect(within(files).getByText('Küche Lindenstraße')).toBeInTheDocument();
    expect(within(files).getByRole('button', { name: 'grundriss.pdf herunterladen' })).toBeInTheDocument();
    const mine = await screen.findByRole('table', { name: 'Eigene Dokumente' });
    expect(within(mine).getByText('Kaufvertrag')).toBeInTheDocument();
    expect(within(mine).getByText('privat')).toBeInTheDocument();
  });

  it('uses the provider endpoint for a provider, and asks before deleting a document', async () => {
    signIn('Company');
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    let deleted = false;
    api = mockApi(({ method, url }) => {
      if (url === 'inquiry/documents') return { status: 200, data: { status: true, data: [], meta: { ...meta, total: 0 } } };
      if (method === 'DELETE') {
        deleted = true;
        return { status: 200, data: { status: true, data: null, message: 'Das Dokument wurde gelöscht.' } };
      }
      if (url === 'api/documents') return { status: 200, data: { status: true, data: deleted ? [] : [own], meta } };
      return { status: 404, data: { status: false, message: 'Nicht gefunden.' } };
    });
    renderAt(<DocumentsPage />, '/account/documents');
    expect(await screen.findByText('Zu Ihren Anfragen und Angeboten gibt es noch keine Dateien.')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Kaufvertrag: Löschen' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('„Kaufvertrag“ wird mit der Datei gelöscht.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Sie haben noch keine Dokumente hochgeladen.')).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'DELETE' && call.url === 'api/documents/9')).toBe(true);
  });

  it('uploads a document with its title and type and shows the progress', async () => {
    signIn('User');
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    api = mockApi(({ method, url, config }) => {
      if (method === 'POST' && url === 'document') {
        config.onUploadProgress?.({ loaded: 50, total: 100, bytes: 50, lengthComputable: true });
        return { status: 201, data: { status: true, data: own } };
      }
      return { status: 200, data: { status: true, data: [], meta: { ...meta, total: 0 } } };
    });
    renderAt(<DocumentsPage />, '/account/documents');
    await userEvent.click(await screen.findByRole('button', { name: 'Dokument hochladen' }));
    expect(screen.getByText('Bitte wählen Sie eine Datei aus.')).toBeInTheDocument();
    await userEvent.upload(
      screen.getByLabelText(/^Datei/, { selector: 'input[type="file"]' }),
      new File(['%PDF-'], 'vertrag.pdf', { type: 'application/pdf' }),
    );
    await userEvent.type(screen.getByLabelText('Titel (optional)'), 'Kaufvertrag');
    await userEvent.selectOptions(screen.getAllByLabelText('Art')[0]!, 'contract');
    await userEvent.click(screen.getByRole('button', { name: 'Dokument hochladen' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Das Dokument wurde hochgeladen.'));
    const body = api.calls.find((call) => call.url === 'document')?.config.data as FormData;
    expect(body.get('title')).toBe('Kaufvertrag');
    expect(body.get('type')).toBe('contract');
  });
  it('searches on „Suchen“ from the first page and filters by type as soon as it is chosen', async () => {
    signIn('User');
    api = mockApi(({ url }) => {
      if (url === 'inquiry/customer/documents') return { status: 200, data: { status: true, data: [inquiryFile], meta } };
      if (url === 'api/documents') return { status: 200, data: { status: true, data: [own], meta } };
      return undefined;
    });
    renderAt(<DocumentsPage />, '/account/documents');
    await screen.findByRole('table', { name: 'Eigene Dokumente' });
    const [inquirySearch, ownSearch] = screen.getAllByRole('search');
    await userEvent.type(within(ownSearch!).getByLabelText('Suchen'), '  vertrag  ');
    expect(api.calls.filter((call) => call.url === 'api/documents' && call.params?.search)).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(api!.calls.filter((call) => call.url === 'api/documents').at(-1)?.params).toMatchObject({ page: 1, search: 'vertrag' }),
    );
    await userEvent.selectOptions(within(ownSearch!).getByLabelText('Art'), 'invoice');
    await waitFor(() =>
      expect(api!.calls.filter((call) => call.url === 'api/documents').at(-1)?.params).toMatchObject({
        search: 'vertrag',
        type: 'invoice',
      }),
    );
    await userEvent.type(within(inquirySearch!).getByLabelText('Suchen'), 'grundriss');
    await userEvent.click(within(inquirySearch!).getByRole('button', { name: 'Suchen' }));
    await waitFor(() =>
      expect(api!.calls.filter((call) => call.url === 'inquiry/customer/documents').at(-1)?.params).toMatchObject({ search: 'grundriss' }),
    );
  });

  it('edits an own document: title, type, linked inquiry and sharing, refusals at the fields', async () => {
    signIn('User');
    jest.spyOn(notify, 'success').mockImplementation(() => '');
    let refuse = true;
    api = mockApi(({ method, url }) => {
      if (url === 'inquiry/customer/documents') return { status: 200, data: { status: true, data: [], meta: { ...meta, total: 0 } } };
      if (url === 'api/documents') return { status: 200, data: { status: true, data: [own], meta } };
      if (url === 'api/getDocumentInfo/9')
        return {
          status: 200,
          data: { status: true, data: { ...own, url: '/files/vertrag.pdf', inquiries: [{ id: 5, title: 'Küche Lindenstraße' }] } },
        };
      if (method === 'POST' && url === 'api/updateDocument') {
        if (refuse) {
          refuse = false;
          return {
            status: 422,
            data: { status: false, message: 'Die Eingaben sind ungültig.', errors: { title: ['Der Titel ist zu lang.'] } },
          };
        }
        return { status: 200, data: { status: true, data: own } };
      }
      return undefined;
    });
    renderAt(<DocumentsPage />, '/account/documents');
    await userEvent.click(await screen.findByRole('button', { name: 'Kaufvertrag: Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dokument bearbeiten' });
    const title = within(dialog).getByLabelText(/^Titel/);
    expect(title).toHaveValue('Kaufvertrag');
    const share = within(dialog).getByLabelText('Für die Gegenseite der Anfrage sichtbar');
    expect(share).toBeDisabled();
    await userEvent.selectOptions(await within(dialog).findByLabelText('Zugehörige Anfrage'), '5');
    expect(share).toBeEnabled();
    await userEvent.click(share);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Der Titel ist zu lang.')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await userEvent.clear(title);
    await userEvent.type(title, ' Vertrag Küche ');
    await userEvent.selectOptions(within(dialog).getByLabelText('Art'), 'invoice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith('Das Dokument wurde gespeichert.'));
    expect(api.calls.filter((call) => call.url === 'api/updateDocument').at(-1)?.data).toEqual({
      id: 9,
      title: 'Vertrag Küche',
      type: 'invoice',
      inquiry_id: 5,
      show: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
