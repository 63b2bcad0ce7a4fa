import type { WireShape } from '@marktplatz/shared';

/** One line of the streamed import (`Accept: application/x-ndjson`). */
export type StreamLine = WireShape<'ImportStreamLine'>;

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
