import { createUserWithToken } from '../../../test/helpers';
import { testSuite } from '../../../test/fixtures/suite';
import { caller, PDF, PNG, type TestUser } from '../../../test/fixtures/onboarding';
import type { DocumentItem, InquiryDocument } from './schemas';
import { DOCUMENT_NOT_FOUND, INQUIRY_NOT_YOURS } from './service';

jest.setTimeout(120_000);

const suite = testSuite();
const { call, upload } = caller(() => suite.context);
let customer: TestUser;
let otherCustomer: TestUser;
let provider: TestUser;
let otherProvider: TestUser;
let inquiryId: number;

beforeAll(async () => {
  customer = await createUserWithToken(suite.context, 'User');
  otherCustomer = await createUserWithToken(suite.context, 'User');
  provider = await createUserWithToken(suite.context, 'Company');
  otherProvider = await createUserWithToken(suite.context, 'Company');
  const created = await upload<{ inquiry_id: number }>(
    customer,
    '/api/v2/createInquiry',
    { provider_id: String(provider.id), message: 'Bitte um ein Angebot für die Küche', title: 'Küche Lindenstraße' },
    [{ field: 'files[]', name: 'grundriss.pdf', content: PDF }],
  );
  expect(created.status).toBe(201);
  inquiryId = created.body.data.inquiry_id;
});

describe('documents', () => {
  it('lists the files of the customer’s inquiries, and the same file for the provider it was sent to', async () => {
    const mine = await call<InquiryDocument[]>(customer, 'GET', '/inquiry/customer/documents');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        source: 'inquiry',
        file_name: 'grundriss.pdf',
        inquiry_id: inquiryId,
        inquiry_title: 'Küche Lindenstraße',
        own: true,
      }),
    ]);
    const theirs = await call<InquiryDocument[]>(provider, 'GET', '/inquiry/documents?search=grundriss');
    expect(theirs.body.data.map((entry) => entry.file_name)).toEqual(['grundriss.pdf']);
    expect(theirs.body.data[0]?.own).toBe(false);
    const download = await call(provider, 'GET', `/api/v2/downloadInquiryFile?file=${theirs.body.data[0]!.file}`);
    expect(download.status).toBe(200);
    expect((await call<InquiryDocument[]>(otherProvider, 'GET', '/inquiry/documents')).body.data).toEqual([]);
    expect((await call<InquiryDocument[]>(otherCustomer, 'GET', '/inquiry/customer/documents')).body.data).toEqual([]);
    expect((await call(provider, 'GET', '/inquiry/customer/documents')).status).toBe(403);
    expect((await call(customer, 'GET', '/inquiry/documents')).status).toBe(403);
  });

  it('uploads a document privately, lists it with search and type, and serves it only to its owner', async () => {
    const created = await upload<DocumentItem>(customer, '/document', { title: 'Kaufvertrag Küche', type: 'contract' }, [
      { field: 'file', name: 'vertrag.pdf', content: PDF },
    ]);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: 'Kaufvertrag Küche',
      type: 'contract',
      type_text: 'Vertrag',
      show: 0,
      own: true,
      size: PDF.length,
    });
    const id = created.body.data.id;
    await upload(customer, '/document', {}, [{ field: 'file', name: 'foto.png', content: PNG }]);
    const all = await call<DocumentItem[]>(customer, 'GET', '/api/documents');
    expect(all.body.meta?.total).toBe(2);
    const contracts = await call<DocumentItem[]>(customer, 'GET', '/api/documents?type=contract&search=kauf');
    expect(contracts.body.data.map((entry) => entry.id)).toEqual([id]);
    const info = await call<{ url: string; inquiries: { id: number }[] }>(customer, 'GET', `/api/getDocumentInfo/${id}`);
    expect(info.status).toBe(200);
    expect(info.body.data.url).toContain('/files/documents/');
    expect(info.body.data.inquiries.map((inquiry) => inquiry.id)).toContain(inquiryId);
    const file = await suite.context.app.inject({
      method: 'GET',
      url: new URL(info.body.data.url).pathname + new URL(info.body.data.url).search,
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    for (const stranger of [otherCustomer, provider]) {
      const refused = await call(stranger, 'GET', `/api/getDocumentInfo/${id}`);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe(DOCUMENT_NOT_FOUND);
      expect((await call(stranger, 'POST', '/api/updateDocument', { id, title: 'Fremd' })).status).toBe(404);
      expect((await call(stranger, 'DELETE', `/api/documents/${id}`)).status).toBe(404);
    }
    expect((await call<DocumentItem[]>(otherCustomer, 'GET', '/api/documents')).body.data).toEqual([]);
  });

  it('shares a document with the other side of a linked inquiry only when `show` is on', async () => {
    const created = await upload<DocumentItem>(customer, '/document', { title: 'Fotos der Wand', inquiry_id: String(inquiryId) }, [
      { field: 'file', name: 'wand.png', content: PNG },
    ]);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ inquiry_id: inquiryId, inquiry_title: 'Küche Lindenstraße', show: 0 });
    expect((await call(provider, 'GET', `/api/getDocumentInfo/${id}`)).status).toBe(404);
    const shown = await call<DocumentItem>(customer, 'POST', '/api/updateDocument', { id, show: 1, title: 'Fotos der Küchenwand' });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ show: 1, title: 'Fotos der Küchenwand' });
    const listed = await call<InquiryDocument[]>(provider, 'GET', '/inquiry/documents');
    expect(listed.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'shared', document_id: id, title: 'Fotos der Küchenwand' })]),
    );
    const read = await call<{ own: boolean; inquiries: unknown[] }>(provider, 'GET', `/api/getDocumentInfo/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ own: false, inquiries: [] });
    expect((await call(provider, 'POST', '/api/updateDocument', { id, show: 0 })).status).toBe(404);
    expect((await call(otherProvider, 'GET', `/api/getDocumentInfo/${id}`)).status).toBe(404);
    expect((await call<InquiryDocument[]>(otherProvider, 'GET', '/inquiry/documents')).body.data).toEqual([]);
  });

  it('refuses to link a stranger’s inquiry, to share an unlinked document and a wrong type — German 422 on the field', async () => {
    const foreign = await upload(otherCustomer, '/document', { inquiry_id: String(inquiryId) }, [
      { field: 'file', name: 'x.pdf', content: PDF },
    ]);
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors?.inquiry_id).toEqual([INQUIRY_NOT_YOURS]);
    const wrongType = await upload(otherCustomer, '/document', { type: 'geheim' }, [{ field: 'file', name: 'x.pdf', content: PDF }]);
    expect(wrongType.body.errors?.type?.[0]).toMatch(/Erlaubt sind/);
    const noFile = await upload(otherCustomer, '/document', { title: 'Leer' }, []);
    expect(noFile.status).toBe(422);
    expect(noFile.body.errors?.file).toBeDefined();
    const disguised = await upload(otherCustomer, '/document', {}, [{ field: 'file', name: 'x.pdf', content: PNG }]);
    expect(disguised.status).toBe(422);
    const plain = await upload<DocumentItem>(otherCustomer, '/document', {}, [{ field: 'file', name: 'notiz.pdf', content: PDF }]);
    expect(plain.body.data.title).toBe('notiz');
    const share = await call(otherCustomer, 'POST', '/api/updateDocument', { id: plain.body.data.id, show: 1 });
    expect(share.status).toBe(422);
    expect(share.body.errors?.show).toBeDefined();
    const removed = await call(otherCustomer, 'DELETE', `/api/documents/${plain.body.data.id}`);
    expect(removed.status).toBe(200);
    expect((await call(otherCustomer, 'GET', `/api/getDocumentInfo/${plain.body.data.id}`)).status).toBe(404);
  });
});
