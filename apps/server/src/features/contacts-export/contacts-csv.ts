/** Cells a spreadsheet would read as a formula start with one of these: they get a leading '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-looking text neutralised, quoted when it holds ; " or a line break. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file for spreadsheets in French locales: UTF-8 with BOM, `;` separators, CRLF lines. */
export function toCsv(header: string[], rows: unknown[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
