// The benches' tables (lighthouse.mjs, ssr-bench.mjs): a title, a header and rows in padded columns on the console.
export function printTable(title, header, rows) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => String(row[column] ?? '').length)));
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}
