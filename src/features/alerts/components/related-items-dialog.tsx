import { useInfiniteQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AlertTarget } from '../../../api/contract/alerts.ts';
import { useRunEdit, usePendingEdits } from '../../../api/edits';
import { WaitingMark } from '../../../api/edits/waiting-mark';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { alertTargetsQuery, type TargetKind } from '../api/alert-targets';
import { targetEdit, targetIdOf } from '../api/edits';
import * as css from '../alerts.css';

const REMOVALS = ['alert.removeVehicle', 'alert.removeGroup'] as const;

export interface RelatedItemsDialogProps {
  accountId: string;
  alertId: string;
  kind: TargetKind;
  title: string;
  onClose: () => void;
  /** Only list them (spec part 2 §2 "remove button unless hideAction is set"). */
  hideAction?: boolean;
}

/**
 * The related-items dialog (spec part 2 §2): the vehicles (100 a page) or groups (10 a page) an
 * alert watches, each with Remove, which deletes it and reloads the list (§4).
 */
export function RelatedItemsDialog(props: RelatedItemsDialogProps) {
  const { accountId, alertId, kind, hideAction = false } = props;
  const { t, i18n } = useLingui();
  const run = useRunEdit();
  const query = useInfiniteQuery(alertTargetsQuery(accountId, alertId, kind));
  const removals = usePendingEdits(accountId, REMOVALS).filter((p) => p.edit.subjectId === alertId);
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const loaded = i18n.number(items.length);
  const all = i18n.number(query.data?.pages.at(-1)?.totalCount ?? items.length);
  const remove = (item: AlertTarget) =>
    // Refused: the toast says why, and the list is reloaded all the same (the edit's invalidates).
    run(targetEdit(accountId, alertId, { kind, ...item }, false)).catch(() => undefined);

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()} title={props.title}>
      {query.isPending ? <Spinner label={t`Loading`} /> : null}
      {query.isError && !query.data ? (
        <div role="alert" className={css.inlineRow}>
          <Trans>This list could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {query.data && items.length === 0 ? (
        <p className={css.muted}>
          {kind === 'vehicles' ? (
            <Trans>This alert watches no vehicles.</Trans>
          ) : (
            <Trans>This alert watches no groups.</Trans>
          )}
        </p>
      ) : null}
      {items.length > 0 ? (
        <ul className={css.list} aria-label={props.title}>
          {items.map((item) => {
            const removal = removals.find((p) => targetIdOf(p.edit) === item.id);
            return (
              <li key={item.id} className={css.item}>
                <bdi className={css.grow}>{item.name}</bdi>
                {removal?.paused ? (
                  <WaitingMark edit={removal.edit} className={css.pending} />
                ) : null}
                {hideAction || removal?.paused ? null : (
                  <Button
                    variant="secondary"
                    size="sm"
                    className={css.target}
                    loading={Boolean(removal)}
                    aria-label={t`Remove ${item.name}`}
                    onClick={() => void remove(item)}
                  >
                    <Trans context="related item">Remove</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          size="sm"
          className={css.target}
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>
            Show more ({loaded} of {all})
          </Trans>
        </Button>
      ) : null}
    </Dialog>
  );
}
