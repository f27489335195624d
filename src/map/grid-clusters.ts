export interface Cluster<T> {
  items: T[];
  /** The mean position of the items (projected coordinates). */
  center: [number, number];
  /** [minX, minY, maxX, maxY] of the items. */
  extent: [number, number, number, number];
}

/**
 * Groups points by the square grid cell (of side `cell`, in the points' units) they fall in,
 * then merges groups whose centres are closer than ¾ of a cell. The grid is anchored at the
 * origin, so panning does not regroup; no spatial index: 5,000 points take about a millisecond.
 */
export function gridClusters<T>(
  points: readonly { item: T; at: readonly number[] }[],
  cell: number,
): Cluster<T>[] {
  const cells = new Map<string, Cluster<T> & { sum: [number, number] }>();
  for (const { item, at } of points) {
    const x = at[0]!;
    const y = at[1]!;
    const key = `${Math.floor(x / cell)}:${Math.floor(y / cell)}`;
    const found = cells.get(key);
    if (!found) {
      cells.set(key, { items: [item], center: [x, y], extent: [x, y, x, y], sum: [x, y] });
      continue;
    }
    found.items.push(item);
    found.sum[0] += x;
    found.sum[1] += y;
    const e = found.extent;
    e[0] = Math.min(e[0], x);
    e[1] = Math.min(e[1], y);
    e[2] = Math.max(e[2], x);
    e[3] = Math.max(e[3], y);
  }
  // Neighbouring cells can hold groups a few pixels apart, drawn over each other: those merge.
  const kept: (Cluster<T> & { sum: [number, number] })[] = [];
  const near = (cell * 3) / 4;
  for (const cluster of cells.values()) {
    const [x, y] = centre(cluster);
    const into = kept.find((k) => Math.hypot(centre(k)[0] - x, centre(k)[1] - y) < near);
    if (!into) {
      kept.push(cluster);
      continue;
    }
    into.items.push(...cluster.items);
    into.sum[0] += cluster.sum[0];
    into.sum[1] += cluster.sum[1];
    const [a, b] = [into.extent, cluster.extent];
    into.extent = [
      Math.min(a[0], b[0]),
      Math.min(a[1], b[1]),
      Math.max(a[2], b[2]),
      Math.max(a[3], b[3]),
    ];
  }
  return kept.map((cluster) => ({
    items: cluster.items,
    center: centre(cluster),
    extent: cluster.extent,
  }));
}

const centre = ({ items, sum }: { items: unknown[]; sum: [number, number] }): [number, number] => [
  sum[0] / items.length,
  sum[1] / items.length,
];
