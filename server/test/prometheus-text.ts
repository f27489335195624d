/**
 * One sample of a scrape in Prometheus' text format: the value of `name` whose labels include
 * `labels` (the sum when several series match), or undefined when none does.
 */
export function sampleOf(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  let total: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = new Map(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found.get(k) === v)) {
      total = (total ?? 0) + Number(match[3]);
    }
  }
  return total;
}

/** Every value one label takes in the series of `name`. */
export function labelValues(text: string, name: string, label: string): Set<string> {
  const values = new Set<string>();
  const pattern = new RegExp(`^${name}\\{[^}]*\\b${label}="((?:[^"\\\\]|\\\\.)*)"`);
  for (const line of text.split('\n')) {
    const match = pattern.exec(line);
    if (match) values.add(match[1]!);
  }
  return values;
}
