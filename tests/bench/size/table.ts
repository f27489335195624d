// The rows `npm run size` prints, and how a measure that failed becomes one.

export interface Row {
  figure: string;
  value: string;
  budget: string;
  verdict: 'PASS' | 'OVER' | 'INFO' | 'ERROR';
  /** Printed under the table; may span several lines. */
  detail?: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** Runs a measure; a throw becomes an error outcome instead of ending the run. */
export async function attempt<T>(measure: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await measure() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export const kB = (bytes: number): string => `${(bytes / 1000).toFixed(1)} kB`;

export function budgetRow(figure: string, bytes: number, budget: number, detail: string): Row {
  return {
    figure,
    value: kB(bytes),
    budget: `≤ ${kB(budget)}`,
    verdict: bytes <= budget ? 'PASS' : 'OVER',
    detail,
  };
}

export function errorRow(figure: string, budget: string, error: string): Row {
  return { figure, value: 'n/a', budget, verdict: 'ERROR', detail: error };
}

export function infoRow(figure: string, value: string, detail?: string): Row {
  return { figure, value, budget: '-', verdict: 'INFO', detail };
}

export function printTable(rows: Row[]): void {
  const headers = ['Figure', 'Value', 'Budget', 'Result'];
  const cells = rows.map((r) => [r.figure, r.value, r.budget, r.verdict]);
  const widths = headers.map((h, i) =>
    Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)),
  );
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
  for (const r of rows) if (r.detail) console.log(`\n${r.figure.trim()}: ${r.detail}`);
}
