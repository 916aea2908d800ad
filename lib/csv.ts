import Papa from 'papaparse';

/**
 * CSV files as Excel with Russian regional settings opens them by a double click: UTF-8 with a byte-order mark
 * (without it Excel reads Cyrillic as cp1251 mojibake), `;` between fields (the Russian list separator), a decimal
 * comma, CRLF line ends, and texts a spreadsheet would run as a formula defused (OWASP's "CSV injection": Papa
 * Parse's `escapeFormulae` puts an apostrophe before them). Papa Parse writes the fields and their quoting; the
 * screens build the rows (the desk, the guests, the reports).
 */

export type CsvCell = string | number | null;

const BOM = '\uFEFF';
const LINE_END = '\r\n';

function cellText(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell).replace('.', ',') : '';
  return cell;
}

/** The file's text: BOM, the header row, then one line per row. */
export function buildCsv(headers: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const text = Papa.unparse(
    { fields: [...headers], data: rows.map((row) => row.map(cellText)) },
    { delimiter: ';', newline: LINE_END, escapeFormulae: true },
  );
  // With no rows Papa Parse already ends the header line.
  return BOM + (text.endsWith(LINE_END) ? text : text + LINE_END);
}

/** How long the Blob URL outlives the click: some browsers start reading the file only after the handler returns. */
const REVOKE_AFTER_MS = 10_000;

/** Saves the text as a file through a Blob URL and a temporary link. */
export function downloadCsv(fileName: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
