import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { shopManufacturers, shopProducts } from '../../../db/schema/shop';
import { listUnitTypes } from '../../reference/public';
import { AppError, type FieldErrors, ValidationError } from '../../../http/errors';
import { z } from 'zod';
import { wireSchema } from '../../../http/contract';
import { CSV_ENCODINGS, csvCell, decodeCsv, parseCsv } from './csv';
import { changeProduct, insertProduct } from './products';
import { productFields, type ProductFields } from './schemas';

/** The import's columns, in template order (README "CSV import"). */
export const IMPORT_COLUMNS = [
  'sku',
  'name',
  'price',
  'previous_price',
  'tax',
  'stock',
  'status',
  'details',
  'shop_category_id',
  'shop_subcategory_id',
  'shop_childcategory_id',
  'manufacturer',
  'ein_number',
  'weight',
  'width',
  'height',
  'lenght',
  'unit',
  'unit_type',
] as const;
type Column = (typeof IMPORT_COLUMNS)[number];

export const MAX_IMPORT_ROWS = 5000;
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
const BATCH_SIZE = 25;

const TEMPLATE_EXAMPLE: Record<Column, string> = {
  sku: 'KAFFEE-500',
  name: 'Röstkaffee „Hausmischung“ 500 g',
  price: '12,99',
  previous_price: '14,99',
  tax: '7',
  stock: '120',
  status: 'aktiv',
  details: 'Ganze Bohne, mittlere Röstung; aus eigener Rösterei.',
  shop_category_id: '',
  shop_subcategory_id: '',
  shop_childcategory_id: '',
  manufacturer: '',
  ein_number: '4006381333931',
  weight: '0,5',
  width: '',
  height: '',
  lenght: '',
  unit: '500',
  unit_type: 'g',
};

/** The downloadable template: UTF-8 with BOM (Excel opens it correctly), `;`, CRLF. */
export function importTemplate(): string {
  const header = IMPORT_COLUMNS.join(';');
  const example = IMPORT_COLUMNS.map((column) => csvCell(TEMPLATE_EXAMPLE[column])).join(';');
  return `\ufeff${header}\r\n${example}\r\n`;
}

export const importRowErrorSchema = wireSchema(
  'ImportRowError',
  z.object({ row: z.number().int(), column: z.string(), message: z.string() }),
);
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

/** The answer of a CSV import (the last line of the progress stream, or the whole answer). */
export const importReportSchema = wireSchema(
  'ImportReport',
  z.object({
    total: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    failed: z.number().int(),
    encoding: z.enum(CSV_ENCODINGS),
    rows: z.array(
      z.object({
        row: z.number().int(),
        sku: z.string(),
        action: z.enum(['created', 'updated']),
        product_id: z.number().int(),
        /** Why a typed `previous_price` was refused or replaced (§ 11 PAngV), else null. */
        price_notice: z.string().nullable(),
      }),
    ),
    errors: z.array(importRowErrorSchema),
  }),
);
export type ImportReport = z.infer<typeof importReportSchema>;

const importProgressShape = {
  processed: z.number().int(),
  total: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  failed: z.number().int(),
};
export type ImportProgress = z.infer<z.ZodObject<typeof importProgressShape>>;

/**
 * One line of the streamed import (`Accept: application/x-ndjson`): the start with the row count, the row progress,
 * the report at the end, or the error that stopped it (README "CSV import").
 */
export const importStreamLineSchema = wireSchema(
  'ImportStreamLine',
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('start'), total: z.number().int() }),
    z.object({ type: z.literal('progress'), ...importProgressShape }),
    z.object({ type: z.literal('done'), report: importReportSchema }),
    z.object({
      type: z.literal('error'),
      status: z.number().int(),
      message: z.string(),
      errors: z.record(z.string(), z.array(z.string())).optional(),
    }),
  ]),
);
export type ImportStreamLine = z.infer<typeof importStreamLineSchema>;

const STATUS_WORDS: Record<string, ProductFields['status']> = {
  aktiv: 'active',
  active: 'active',
  inaktiv: 'inactive',
  inactive: 'inactive',
  entwurf: 'draft',
  draft: 'draft',
};

interface Lookups {
  manufacturers: { id: number; name: string }[];
  unitTypes: { id: number; abbreviation: string }[];
  existing: Map<string, number>;
}

/** Reads header and rows; throws 422 when the file as a whole cannot be used. */
export function readImportFile(buffer: Buffer) {
  const { text, encoding } = decodeCsv(buffer);
  const records = parseCsv(text);
  const [header, ...rows] = records;
  if (!header) throw ValidationError.field('file', 'Die Datei ist leer.');
  const columns = header.cells.map((cell) =>
    cell
      .replace(/^\ufeff/, '')
      .trim()
      .toLowerCase(),
  );
  if (!columns.includes('sku')) {
    throw ValidationError.field('file', 'Die Kopfzeile braucht die Spalte „sku“ (siehe Vorlage).');
  }
  const doubled = columns.filter((column, index) => column !== '' && columns.indexOf(column) !== index);
  if (doubled.length > 0) {
    throw ValidationError.field('file', `Die Spalte „${doubled[0]}“ steht mehrmals in der Kopfzeile.`);
  }
  const unknown = columns.filter((column) => column && !(IMPORT_COLUMNS as readonly string[]).includes(column));
  if (unknown.length > 0) {
    throw ValidationError.field('file', `Unbekannte Spalten: ${unknown.join(', ')}. Erlaubt sind: ${IMPORT_COLUMNS.join(', ')}.`);
  }
  if (rows.length === 0) throw ValidationError.field('file', 'Die Datei enthält keine Produktzeilen.');
  if (rows.length > MAX_IMPORT_ROWS) {
    throw ValidationError.field('file', `Höchstens ${MAX_IMPORT_ROWS.toLocaleString('de-DE')} Zeilen pro Datei.`);
  }
  return { encoding, columns, rows };
}

/** One CSV row → the editor's product fields, with errors by column. */
function rowInput(
  columns: string[],
  cells: string[],
  lookups: Lookups,
): { sku: string; input: Record<string, unknown>; errors: FieldErrors } {
  const raw: Partial<Record<Column, string>> = {};
  columns.forEach((column, index) => {
    const value = cells[index]?.trim() ?? '';
    if (value !== '') raw[column as Column] = value;
  });
  const errors: FieldErrors = {};
  // Cells beyond the header (other than empty ones spreadsheets append) mean the columns have shifted, e.g.
  // an unquoted `;` in a description: nothing of such a row is trusted.
  const extra = cells.slice(columns.length).filter((cell) => cell.trim() !== '').length;
  if (extra > 0) {
    errors.row = [
      `Die Zeile hat ${columns.length + extra} gefüllte Zellen, die Kopfzeile nur ${columns.length} Spalten. Enthält ein Text ein „;“, setzen Sie ihn in Anführungszeichen.`,
    ];
  }
  const input: Record<string, unknown> = {};
  for (const [column, value] of Object.entries(raw) as [Column, string][]) {
    switch (column) {
      case 'status': {
        const status = STATUS_WORDS[value.toLowerCase()];
        if (status) input.status = status;
        else errors.status = ['Erlaubt sind aktiv, inaktiv oder entwurf.'];
        break;
      }
      case 'manufacturer': {
        const byId = /^\d+$/.test(value) ? lookups.manufacturers.find((row) => row.id === Number(value)) : undefined;
        const byName = lookups.manufacturers.find((row) => row.name.toLowerCase() === value.toLowerCase());
        const found = byId ?? byName;
        if (found) input.manufacturer = found.id;
        else errors.manufacturer = [`Den Hersteller „${value}“ gibt es nicht.`];
        break;
      }
      case 'unit_type': {
        const found = lookups.unitTypes.find((row) => row.abbreviation.toLowerCase() === value.toLowerCase() || String(row.id) === value);
        if (found) input.unit_type = found.id;
        else errors.unit_type = [`Die Einheit „${value}“ gibt es nicht (z. B. g, kg, l, ml, m, Stk.).`];
        break;
      }
      case 'tax':
        input.tax = value.replace(/\s*%$/, '');
        break;
      default:
        input[column] = value;
    }
  }
  return { sku: raw.sku ?? '', input, errors };
}

/** Zod issues of one row → column → messages. */
function parseRow(input: Record<string, unknown>): { data: ProductFields | null; errors: FieldErrors } {
  const result = productFields.safeParse(input);
  if (result.success) return { data: result.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const column = String(issue.path[0] ?? 'row');
    (errors[column] ??= []).push(issue.message);
  }
  return { data: null, errors };
}

function flatten(row: number, errors: FieldErrors): ImportRowError[] {
  return Object.entries(errors).flatMap(([column, messages]) => messages.map((message) => ({ row, column, message })));
}

/**
 * Imports a CSV file: good rows land (created or updated by SKU), bad rows are reported with line, column and
 * a German message. Rows are written in batches of 25 per transaction, each row in its own savepoint.
 */
export async function importProducts(
  db: Executor,
  providerId: number,
  buffer: Buffer,
  onProgress: (progress: ImportProgress) => void | Promise<void> = () => undefined,
): Promise<ImportReport> {
  const { encoding, columns, rows } = readImportFile(buffer);
  const [manufacturers, units, products] = await Promise.all([
    db.select({ id: shopManufacturers.id, name: shopManufacturers.name }).from(shopManufacturers),
    listUnitTypes(db).then((rows) => rows.map(({ id, abbreviation }) => ({ id, abbreviation }))),
    db
      .select({ id: shopProducts.id, sku: shopProducts.sku })
      .from(shopProducts)
      .where(and(eq(shopProducts.providerId, providerId), isNull(shopProducts.deletedAt))),
  ]);
  const lookups: Lookups = { manufacturers, unitTypes: units, existing: new Map(products.map((row) => [row.sku, row.id])) };
  const report: ImportReport = { total: rows.length, created: 0, updated: 0, failed: 0, encoding, rows: [], errors: [] };
  const seenSkus = new Map<string, number>();
  const progress = () => ({
    processed: report.created + report.updated + report.failed,
    total: report.total,
    created: report.created,
    updated: report.updated,
    failed: report.failed,
  });
  const fail = (row: number, errors: FieldErrors) => {
    report.failed += 1;
    report.errors.push(...flatten(row, errors));
  };

  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    const batch = rows.slice(start, start + BATCH_SIZE);
    await db.transaction(async (tx) => {
      for (const record of batch) {
        const { sku, input, errors } = rowInput(columns, record.cells, lookups);
        if (!sku) {
          fail(record.line, { sku: ['Die SKU fehlt.'], ...errors });
          continue;
        }
        const earlier = seenSkus.get(sku);
        if (earlier !== undefined) {
          fail(record.line, { sku: [`Die SKU „${sku}“ steht schon in Zeile ${earlier}.`] });
          continue;
        }
        seenSkus.set(sku, record.line);
        const parsed = parseRow(input);
        const allErrors = { ...parsed.errors, ...errors };
        if (parsed.data === null || Object.keys(allErrors).length > 0) {
          fail(record.line, allErrors);
          continue;
        }
        const existingId = lookups.existing.get(sku);
        try {
          const notices: string[] = [];
          if (existingId === undefined) {
            const id = await insertProduct(tx, providerId, parsed.data, 'normal', notices);
            lookups.existing.set(sku, id);
            report.created += 1;
            report.rows.push({ row: record.line, sku, action: 'created', product_id: id, price_notice: notices[0] ?? null });
          } else {
            await changeProduct(tx, providerId, existingId, parsed.data, null, { refuseVariantPrices: true, notices });
            report.updated += 1;
            report.rows.push({ row: record.line, sku, action: 'updated', product_id: existingId, price_notice: notices[0] ?? null });
          }
        } catch (error) {
          if (error instanceof AppError && error.statusCode < 500) {
            fail(record.line, error.errors ?? { row: [error.message] });
            continue;
          }
          throw error;
        }
      }
    });
    await onProgress(progress());
  }
  return report;
}
