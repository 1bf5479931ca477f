/**
 * Reads a CSV file as spreadsheets write it: the separator is the first line's most frequent of
 * ";", "," and tab (French-locale Excel writes ";"), fields may be quoted ("" is a quote inside),
 * quoted fields may hold separators and line breaks, lines end in CRLF or LF, a leading BOM is
 * dropped. A cell our own export protected with a leading ' (csvCell: "'=…", "'-1") is read back
 * without it.
 */
export function readCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const separator = guessSeparator(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  const endCell = () => {
    row.push(unprotected(cell));
    cell = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') {
      quoted = true;
      wasQuoted = true;
    } else if (char === separator) endCell();
    else if (char === '\r' && source[i + 1] === '\n') {
      endRow();
      i++;
    } else if (char === '\n' || char === '\r') endRow();
    else cell += char;
  }
  if (cell !== '' || row.length > 0 || wasQuoted) endRow();
  return rows.filter((cells) => cells.some((value) => value.trim() !== ''));
}

function guessSeparator(text: string): string {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const counts = [';', ',', '\t'].map((separator) => ({
    separator,
    count: firstLine.split(separator).length - 1,
  }));
  const best = counts.reduce((a, b) => (b.count > a.count ? b : a));
  return best.count > 0 ? best.separator : ';';
}

/** "'=x" → "=x", "'-1" → "-1": the apostrophe csvCell puts before formula-looking text. */
function unprotected(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
