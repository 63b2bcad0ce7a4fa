/** Bulk price/stock update and the CSV import (api/src/modules/shop/provider/README.md). */
import { http, type ApiRequestBody, type ApiResponse, type ImportReport, type WireShape } from '@marktplatz/shared';

/** One row of `POST /updateBulkProducts`. */
export type BulkRowUpdate = ApiRequestBody<'/updateBulkProducts', 'post'>['products'][number];

/** POST /updateBulkProducts { products }: one transaction; a bad row → 422 `errors["products.<i>.<field>"]`. */
export async function updateBulkProducts(products: BulkRowUpdate[]): Promise<{ updated: number; message?: string }> {
  const res = await http.post<ApiResponse<'/updateBulkProducts', 'post'>>('updateBulkProducts', { products });
  return { updated: res.data.data.updated, message: res.data.message };
}

/** One line of the streamed import (`Accept: application/x-ndjson`). */
type StreamLine = WireShape<'ImportStreamLine'>;
/** The server's row progress (of a `progress` line). */
export type RowProgress = Pick<Extract<StreamLine, { type: 'progress' }>, 'processed' | 'total'>;

/** The complete lines of an NDJSON text (a trailing partial line is left out). */
export function parseStreamLines(text: string): StreamLine[] {
  const lines = text.split('\n');
  lines.pop();
  const result: StreamLine[] = [];
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    try {
      result.push(JSON.parse(trimmed) as StreamLine);
    } catch {
      // A line that is not JSON is not ours to show.
    }
  }
  return result;
}

function responseTextOf(event: unknown): string | null {
  const target = (event as { event?: { target?: { responseText?: unknown } } } | undefined)?.event?.target;
  return typeof target?.responseText === 'string' ? target.responseText : null;
}

/** A refused upload answered as NDJSON: its error line as the usual `{ message, errors }`. */
function streamedFailure(text: string): unknown {
  const line = parseStreamLines(text.endsWith('\n') ? text : `${text}\n`).find((entry) => entry.type === 'error');
  if (line && line.type === 'error') return { status: false, message: line.message, errors: line.errors };
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * POST /importBulkProducts (multipart `file`, `Accept: application/x-ndjson`): reports the upload progress
 * (0–100), then the server's row progress from the streamed lines, and resolves with the report. A file the
 * server cannot read at all rejects with its German message and field errors.
 */
export async function importBulkProducts(
  file: File,
  onUpload: (percent: number) => void,
  onRows: (progress: RowProgress) => void,
): Promise<ImportReport> {
  const body = new FormData();
  body.append('file', file);
  const report = (lines: StreamLine[]) => {
    for (const line of lines) {
      if (line.type === 'start') onRows({ processed: 0, total: line.total });
      if (line.type === 'progress') onRows({ processed: line.processed, total: line.total });
    }
  };
  const res = await http
    .post<string | ApiResponse<'/importBulkProducts', 'post'>>('importBulkProducts', body, {
      headers: { Accept: 'application/x-ndjson' },
      responseType: 'text',
      transformResponse: [(data: unknown) => data],
      onUploadProgress: (event) => {
        if (event.total) onUpload(Math.round((event.loaded / event.total) * 100));
      },
      onDownloadProgress: (event) => {
        const partial = responseTextOf(event);
        if (partial !== null) report(parseStreamLines(partial));
      },
    })
    .catch((reason: unknown) => {
      throw typeof reason === 'string' ? streamedFailure(reason) : reason;
    });
  onUpload(100);
  const raw = res.data;
  if (typeof raw !== 'string') return raw.data;
  const lines = parseStreamLines(raw.endsWith('\n') ? raw : `${raw}\n`);
  report(lines);
  const failure = lines.find((line) => line.type === 'error');
  if (failure && failure.type === 'error') throw { status: false, message: failure.message, errors: failure.errors };
  const done = lines.find((line) => line.type === 'done');
  if (done && done.type === 'done') return done.report;
  // Not streamed after all: the plain envelope.
  const envelope = JSON.parse(raw) as ApiResponse<'/importBulkProducts', 'post'>;
  return envelope.data;
}

/** GET /importBulkProducts/template: the CSV template as a file. */
export async function downloadTemplate(): Promise<Blob> {
  const res = await http.get<Blob>('importBulkProducts/template', { responseType: 'blob' });
  return res.data;
}
