import type { Route } from '../../../api/contract/routes.ts';
import { usePendingEdits } from '../../../api/edits';
import { Accordion, type AccordionItemData } from '../../../ui/accordion';
import { cssColor } from './colors';
import { PendingMark } from './pending-mark';
import { RoutePanel } from './route-panel';
import * as css from './routes.css';

const ROUTE_EDITS = ['route.create', 'route.delete'] as const;

export interface RouteAccordionProps {
  accountId: string;
  routes: readonly Route[];
  /** Routes added offline, not on the server yet, listed first (the routes screen). */
  showPendingCreates?: boolean;
  label: string;
}

/**
 * Routes as an accordion (spec part 2 §2): one panel each, opened one at a time; a panel draws
 * its map only while open.
 */
export function RouteAccordion(props: RouteAccordionProps) {
  const { accountId, routes, showPendingCreates = false, label } = props;
  const pending = usePendingEdits(accountId, ROUTE_EDITS);
  const creates = showPendingCreates ? pending.filter((p) => p.edit.call === 'route.create') : [];
  const deletionOf = (id: string) =>
    pending.find((p) => p.edit.call === 'route.delete' && p.edit.subjectId === id);

  const items: AccordionItemData[] = [
    // Nothing to open until the server has it: it has no id yet.
    ...creates.map((p) => ({
      id: p.edit.key,
      title: (
        <span className={css.title}>
          <bdi>{p.edit.subject}</bdi>
          <PendingMark pending={p} />
        </span>
      ),
      content: null,
      disabled: true,
    })),
    ...routes.map((route) => {
      const deletion = deletionOf(route.id);
      return {
        id: route.id,
        title: (
          <span className={css.title}>
            <span className={css.swatch} style={{ backgroundColor: cssColor(route.color) }} />
            <bdi>{route.name}</bdi>
            {deletion ? <PendingMark pending={deletion} /> : null}
          </span>
        ),
        content: <RoutePanel accountId={accountId} route={route} deletion={deletion} />,
      };
    }),
  ];
  return (
    <section aria-label={label}>
      <Accordion items={items} />
    </section>
  );
}
