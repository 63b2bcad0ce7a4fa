import { http, type ApiResponse, type ImportReport, uploadProgress } from '@marktplatz/shared';
import { type StreamLine, parseStreamLines } from '../lib/streamLines';

/** The server's row progress (of a `progress` line). */
export type RowProgress = Pick<Extract<StreamLine, { type: 'progress' }>, 'processed' | 'total'>;

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
      ...uploadProgress(onUpload),
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
