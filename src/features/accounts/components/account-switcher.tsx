import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from '../../../ui/icons';
import { trackAccountsQuery } from '../api/list-track-accounts';
import type { RenderMenu } from './menu-slot';
import { useChooseAccount } from './use-choose-account';
import * as css from './main.css';

export interface AccountSwitcherProps {
  accountId: string;
  renderMenu: RenderMenu;
  /** Refreshes the access token so it carries the account chosen (as on /track-accounts). */
  refreshToken: (id: string) => Promise<unknown>;
}

/**
 * The open account's name; its menu lists the user's other accounts (switching as choosing one on
 * /track-accounts does) and "All accounts", so no /main screen is a dead end.
 */
export function AccountSwitcher({ accountId, renderMenu, refreshToken }: AccountSwitcherProps) {
  const { t } = useLingui();
  const router = useRouter();
  const accounts = useQuery(trackAccountsQuery()).data?.items ?? [];
  const { choose } = useChooseAccount(refreshToken);
  const name = accounts.find((a) => a.id === accountId)?.name ?? t`Account`;
  return renderMenu({
    label: (
      <span className={css.accountName}>
        <span className={css.ellipsis} dir="auto">
          {name}
        </span>
        <ChevronDownIcon />
      </span>
    ),
    ariaLabel: t`Switch account: ${name}`,
    entries: [
      ...accounts.map((account) => ({
        key: account.id,
        label: <span dir="auto">{account.name}</span>,
        disabled: account.id === accountId,
        // /main's loader reads the chosen account: run it again for the new one.
        onSelect: () => void choose(account).then(() => router.invalidate()),
      })),
      { key: 'all', label: t`All accounts`, to: '/track-accounts' },
    ],
  });
}
