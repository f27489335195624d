import { useState } from 'react';

export const PAGE_SIZES = [20, 30, 40, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

/** What an ABP list endpoint takes: `skipCount`, `maxResultCount`, `sorting`, `filter`. */
export interface AbpListParams {
  skipCount: number;
  maxResultCount: number;
  sorting?: string;
  filter?: string;
}

/**
 * The page, page size, sorting and search of one grid. Changing the size, the sorting or the
 * search goes back to the first page: the page the user was on may no longer exist.
 */
export function useGridState(initialSorting?: string) {
  const [page, setPage] = useState(0);
  const [pageSize, setSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const [sorting, setSort] = useState<string | undefined>(initialSorting);
  const [filter, setFilterText] = useState('');
  const trimmed = filter.trim();
  const params: AbpListParams = {
    skipCount: page * pageSize,
    maxResultCount: pageSize,
    ...(sorting ? { sorting } : {}),
    ...(trimmed ? { filter: trimmed } : {}),
  };
  return {
    page,
    pageSize,
    sorting,
    filter,
    params,
    setPage,
    setPageSize: (size: number) => {
      setSize(size);
      setPage(0);
    },
    setSorting: (next: string) => {
      setSort(next);
      setPage(0);
    },
    setFilter: (text: string) => {
      setFilterText(text);
      setPage(0);
    },
  };
}

/** ABP's sorting after a click on a column: ascending first, then flipping direction. */
export function nextSorting(current: string | undefined, field: string): string {
  const [name, dir] = (current ?? '').trim().split(/\s+/);
  if (name === field && (dir ?? 'asc').toLowerCase() === 'asc') return `${field} desc`;
  return `${field} asc`;
}

/** How a column is sorted now, for its header's aria-sort. */
export function sortState(
  current: string | undefined,
  field: string,
): 'ascending' | 'descending' | 'none' {
  const [name, dir] = (current ?? '').trim().split(/\s+/);
  if (name !== field) return 'none';
  return (dir ?? 'asc').toLowerCase() === 'desc' ? 'descending' : 'ascending';
}
