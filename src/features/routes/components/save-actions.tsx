import type { ReactNode } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import * as page from '../../../ui/page.css';
import * as css from './routes.css';

/**
 * The end of the add-route and add-point forms: what is still missing (while Save is disabled),
 * then Save and Cancel (back to the routes).
 */
export function SaveActions(props: { invalid: boolean; saving: boolean; missing?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <>
      {props.missing ? <p className={css.meta}>{props.missing}</p> : null}
      <div className={page.actions}>
        <Button
          type="submit"
          disabled={props.invalid}
          loading={props.saving}
          className={css.target}
        >
          <Trans>Save</Trans>
        </Button>
        <Button
          variant="secondary"
          className={css.target}
          onClick={() => void navigate({ to: '/main/routes' })}
        >
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </>
  );
}
