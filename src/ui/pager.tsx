import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button';
import * as css from './pager.css';

export interface PagerProps {
  /** 0-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Names the pager's navigation ("Pages of observers"). */
  label: string;
}

/** Previous / next through ABP pages; nothing when everything fits on one. */
export function Pager({ page, pages, onPage, label }: PagerProps) {
  const { i18n } = useLingui();
  if (pages <= 1) return null;
  const current = i18n.number(page + 1);
  const last = i18n.number(pages);
  return (
    <nav className={css.pager} aria-label={label}>
      <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span aria-live="polite">
        <Trans>
          Page {current} of {last}
        </Trans>
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages - 1}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
