import { useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountFeature } from '../../../api/contract/track-accounts.ts';
import { AppLink } from './app-link';
import { extraCrumbs, mainMenu } from './main-menu';
import { isCurrent } from './main-top-bar';
import * as css from './main.css';

/** Main › the current child (spec part 2 §2); on the main page itself only "Main". */
export function MainBreadcrumb({ features }: { features: readonly AccountFeature[] }) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const onMain = isCurrent(pathname, '/main');
  const child =
    mainMenu(features).find((e) => e.path !== '/main' && isCurrent(pathname, e.path))?.label ??
    Object.entries(extraCrumbs).find(([path]) => isCurrent(pathname, path))?.[1];
  return (
    <nav aria-label={t`Breadcrumb`}>
      <ol className={css.crumbs}>
        <li aria-current={onMain ? 'page' : undefined}>
          {onMain ? (
            <Trans>Main</Trans>
          ) : (
            <AppLink href="/main" className={css.crumbLink}>
              <Trans>Main</Trans>
            </AppLink>
          )}
        </li>
        {child ? (
          <li aria-current="page">
            <span aria-hidden="true">› </span>
            {i18n._(child)}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
