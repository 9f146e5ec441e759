/**
 * CSV that spreadsheets open safely: RFC 4180 quoting, CRLF line ends, a
 * UTF-8 BOM so Excel reads Indian names correctly, and a leading apostrophe
 * on any cell a spreadsheet would run as a formula (=, +, -, @, tab, CR).
 */
export type CsvCell = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
