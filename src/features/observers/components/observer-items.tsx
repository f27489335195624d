import { useId, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Observer } from '../../../api/contract/observers.ts';
import type { PendingEdit } from '../../../api/edits';
import { Button } from '../../../ui/button';
import { ChevronDownIcon } from '../../../ui/icons';
import { AssignedList } from './assigned-list';
import * as css from './observers.css';

export interface ObserverItemsProps {
  accountId: string;
  observer: Observer;
  groupsOn: boolean;
  /** This observer's assignment edits not yet done by the server. */
  pending: readonly PendingEdit[];
}

/**
 * What the observer sees (spec part 2 §2 "related items"), loaded when the owner opens it:
 * vehicles then groups, 100 a page, each with Remove, and Assign for more.
 */
export function ObserverItems(props: ObserverItemsProps) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={css.disclosure}
        aria-expanded={open}
        aria-controls={regionId}
        icon={<ChevronDownIcon className={open ? css.chevronOpen : undefined} />}
        onClick={() => setOpen((was) => !was)}
      >
        <Trans>Vehicles and groups</Trans>
      </Button>
      <div id={regionId} hidden={!open}>
        {open ? <AssignedList {...props} /> : null}
      </div>
    </>
  );
}
