/**
 * A report as a spreadsheet: one header row in the reader's language, then typed cells — dates
 * as real date cells, numbers as numbers — so sorting and sums work in Excel. SheetJS loads only
 * when the user exports (its chunk is `xlsx-*`, kept out of the precache by vite.config.ts).
 */
export type Cell = string | number | Date;

export interface SheetData {
  name: string;
  headers: string[];
  rows: Cell[][];
  /** Excel number formats per column (e.g. 'yyyy-mm-dd hh:mm', '0.0'); undefined = general. */
  formats?: (string | undefined)[];
}

export async function downloadWorkbook(fileName: string, sheet: SheetData): Promise<void> {
  const { utils, writeFile } = await import('@e965/xlsx');
  // Date cells are written in the reader's local time, as the screen shows them.
  const ws = utils.aoa_to_sheet([sheet.headers, ...sheet.rows], { cellDates: true });
  sheet.formats?.forEach((format, col) => {
    if (!format) return;
    for (let row = 1; row <= sheet.rows.length; row++) {
      const cell = ws[utils.encode_cell({ r: row, c: col })] as { z?: string } | undefined;
      if (cell) cell.z = format;
    }
  });
  ws['!cols'] = sheet.headers.map((h) => ({ wch: Math.max(12, h.length + 2) }));
  const book = utils.book_new();
  // Arabic readers get a right-to-left sheet.
  if (document.documentElement.dir === 'rtl') book.Workbook = { Views: [{ RTL: true }] };
  utils.book_append_sheet(book, ws, sheet.name.slice(0, 31));
  writeFile(book, fileName, { compression: true });
}
