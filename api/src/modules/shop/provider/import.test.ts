import { and, eq } from 'drizzle-orm';
import { shopProducts } from '../../../db/schema';
import { createUserWithToken } from '../../../../test/helpers';
import { testSuite } from '../../../../test/fixtures/suite';
import { decodeCsv, parseCsv } from './csv';
import type { ImportReport } from './import';
import { multipart } from '../../../../test/fixtures/shop-provider';

const suite = testSuite();
let provider: { id: number; token: string };
beforeEach(async () => {
  provider = await createUserWithToken(suite.context, 'Company');
});

async function upload(content: Buffer, options: { stream?: boolean; filename?: string } = {}) {
  const { payload, contentType } = multipart({}, [
    { field: 'file', filename: options.filename ?? 'produkte.csv', content, type: 'text/csv' },
  ]);
  return suite.context.app.inject({
    method: 'POST',
    url: '/importBulkProducts',
    payload,
    headers: {
      'content-type': contentType,
      authorization: `Bearer ${provider.token}`,
      ...(options.stream ? { accept: 'application/x-ndjson' } : {}),
    },
  });
}

async function importCsv(content: Buffer): Promise<ImportReport> {
  const response = await upload(content);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: ImportReport }).data;
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const withBom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8(text)]);
const cp1252 = (text: string) =>
  Buffer.from(
    new Uint8Array(
      [...text].map(
        (char) =>
          (({ ä: 0xe4, ö: 0xf6, ü: 0xfc, ß: 0xdf, '€': 0x80, Ä: 0xc4, '„': 0x84, '“': 0x93 }) as Record<string, number>)[char] ??
          char.charCodeAt(0),
      ),
    ),
  );

async function productBySku(sku: string) {
  const [row] = await suite.context.db
    .select()
    .from(shopProducts)
    .where(and(eq(shopProducts.providerId, provider.id), eq(shopProducts.sku, sku)));
  return row;
}

describe('CSV reading', () => {
  it('detects UTF-8 with BOM, UTF-8 and Windows-1252', () => {
    expect(decodeCsv(withBom('sku;name\r\nA;Größe'))).toEqual({ text: 'sku;name\r\nA;Größe', encoding: 'utf-8-bom' });
    expect(decodeCsv(utf8('a;Öl'))).toEqual({ text: 'a;Öl', encoding: 'utf-8' });
    expect(decodeCsv(cp1252('a;Käse „Alt“ für 5€'))).toEqual({ text: 'a;Käse „Alt“ für 5€', encoding: 'windows-1252' });
  });

  it('reads Excel’s “Unicode-Text” (UTF-16 with BOM, tab separated)', () => {
    const file = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('sku\tname\r\nA\tGrüße', 'utf16le')]);
    const { text, encoding } = decodeCsv(file);
    expect(encoding).toBe('utf-16le');
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['sku', 'name'] },
      { line: 2, cells: ['A', 'Grüße'] },
    ]);
  });

  it('reads quoted cells with separators, doubled quotes and line breaks, and counts lines', () => {
    const records = parseCsv('sku;details\r\nA;"Mit ; Semikolon und ""Zitat"""\r\n\r\nB;"zwei\nZeilen"\r\nC;x');
    expect(records).toEqual([
      { line: 1, cells: ['sku', 'details'] },
      { line: 2, cells: ['A', 'Mit ; Semikolon und "Zitat"'] },
      { line: 4, cells: ['B', 'zwei\nZeilen'] },
      { line: 6, cells: ['C', 'x'] },
    ]);
  });
});

describe('CSV import', () => {
  it('offers a template that imports as it is, explaining why the new product shows no reduction', async () => {
    const response = await suite.context.app.inject({
      method: 'GET',
      url: '/importBulkProducts/template',
      headers: { authorization: `Bearer ${provider.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain('produkt-import-vorlage.csv');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const report = await importCsv(response.rawPayload);
    expect(report).toMatchObject({ total: 1, created: 1, failed: 0, errors: [] });
    const row = await productBySku('KAFFEE-500');
    expect(row).toMatchObject({
      name: 'Röstkaffee „Hausmischung“ 500 g',
      priceCents: 1299,
      previousPriceCents: null,
      stock: 120,
      status: 'active',
      unitPriceCents: 2598,
    });
    expect(report.rows[0]?.price_notice).toContain('Streichpreis 14,99 € nicht übernommen');
  });

  it('imports a Windows-1252 file with decimal commas, reports bad rows and keeps the good ones', async () => {
    const file = cp1252(
      [
        'sku;name;price;stock;tax;status',
        'KAESE-1;Bergkäse würzig;1.234,56;10;7;aktiv',
        'KAESE-2;Frischkäse;12.50;5;7;aktiv',
        ';Ohne SKU;1,00;1;19;aktiv',
        'KAESE-3;Butterkäse;2,49;-3;19;irgendwas',
        'KAESE-4;Quark;0,99;20;;',
        'KAESE-1;Doppelt;1,00;1;7;aktiv',
      ].join('\r\n'),
    );
    const report = await importCsv(file);
    expect(report).toMatchObject({ total: 6, created: 2, updated: 0, failed: 4, encoding: 'windows-1252' });
    expect(report.errors).toEqual(
      expect.arrayContaining([
        { row: 3, column: 'price', message: 'Bitte geben Sie eine Zahl im Format 1.234,56 ein.' },
        { row: 4, column: 'sku', message: 'Die SKU fehlt.' },
        { row: 5, column: 'status', message: 'Erlaubt sind aktiv, inaktiv oder entwurf.' },
        { row: 5, column: 'stock', message: expect.stringMatching(/zwischen 0 und/) },
        { row: 7, column: 'sku', message: 'Die SKU „KAESE-1“ steht schon in Zeile 2.' },
      ]),
    );
    expect(await productBySku('KAESE-1')).toMatchObject({ name: 'Bergkäse würzig', priceCents: 123456, stock: 10, status: 'active' });
    expect(await productBySku('KAESE-4')).toMatchObject({ priceCents: 99, status: 'draft' });
    expect(await productBySku('KAESE-2')).toBeUndefined();
  });

  it('reports a row with more filled cells than the header (an unquoted ;) and keeps the others', async () => {
    const report = await importCsv(
      utf8('sku;name;price;details\r\nTEE-1;Grüner Tee;4,50;mild\r\nTEE-2;Schwarztee;4,90;kräftig; malzig\r\nTEE-3;Kräutertee;3,90;;\r\n'),
    );
    expect(report).toMatchObject({ created: 2, failed: 1 });
    expect(report.errors).toEqual([
      { row: 3, column: 'row', message: expect.stringMatching(/5 gefüllte Zellen, die Kopfzeile nur 4 Spalten/) },
    ]);
    expect(await productBySku('TEE-2')).toBeUndefined();
    expect(await productBySku('TEE-3')).toMatchObject({ name: 'Kräutertee', priceCents: 390 });
  });

  it('updates instead of duplicating when the same file is sent again (SKU is the key)', async () => {
    const file = withBom('sku;name;price;stock\r\nBROT-1;Roggenbrot;3,20;10\r\nBROT-2;Dinkelbrot;3,80;5\r\n');
    const first = await importCsv(file);
    expect(first).toMatchObject({ created: 2, updated: 0 });
    const second = await importCsv(withBom('sku;price;stock\r\nBROT-1;3,50;8\r\nBROT-2;;\r\n'));
    expect(second).toMatchObject({ created: 0, updated: 2, failed: 0 });
    const rows = await suite.context.db.select().from(shopProducts).where(eq(shopProducts.providerId, provider.id));
    expect(rows).toHaveLength(2);
    expect(await productBySku('BROT-1')).toMatchObject({ name: 'Roggenbrot', priceCents: 350, stock: 8 });
    expect(await productBySku('BROT-2')).toMatchObject({ priceCents: 380, stock: 5 });
  });

  it('streams the row progress as NDJSON, one line per batch of 25, and ends with the report', async () => {
    const lines = ['sku;name;price', ...Array.from({ length: 60 }, (_, index) => `SERIE-${index};Artikel ${index};${index + 1},00`)];
    const response = await upload(utf8(lines.join('\n')), { stream: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/x-ndjson');
    const events = response.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { type: string; processed?: number; total?: number; report?: ImportReport });
    expect(events[0]).toEqual({ type: 'start', total: 60 });
    expect(events.filter((event) => event.type === 'progress').map((event) => event.processed)).toEqual([25, 50, 60]);
    expect(events.at(-1)?.type).toBe('done');
    expect(events.at(-1)?.report).toMatchObject({ total: 60, created: 60, failed: 0 });
  });

  it('answers 422 in German for a file that cannot be used at all', async () => {
    const cases: [Buffer, RegExp, string?][] = [
      [utf8(''), /leer/],
      [utf8('name;price\r\nA;1'), /Spalte „sku“/],
      [utf8('sku;farbe\r\nA;rot'), /Unbekannte Spalten: farbe/],
      [utf8('sku;name\r\n'), /keine Produktzeilen/],
      [utf8('sku;name;SKU\r\nA;b;c'), /Spalte „sku“ steht mehrmals/],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00]), /Spalte „sku“/],
      [utf8('sku\r\nA'), /CSV-Datei/, 'produkte.xlsx'],
    ];
    for (const [content, message, filename] of cases) {
      const response = await upload(content, filename ? { filename } : {});
      expect(response.statusCode).toBe(422);
      expect((response.json() as { errors: { file: string[] } }).errors.file[0]).toMatch(message);
    }
  });
});
