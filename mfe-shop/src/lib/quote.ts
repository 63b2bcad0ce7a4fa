/**
 * A name in German quotation marks: „name“. Quotes inside the name become the inner pair ‚ ‘, as German
 * typography nests them, so `Kaffee „Crema Nord“` reads „Kaffee ‚Crema Nord‘“ and never „Kaffee „Crema Nord““.
 */
export function quoted(name: string): string {
  const inner = name.replace(/[„"“](?=\S)/g, '‚').replace(/[“”"]/g, '‘');
  return `„${inner}“`;
}
