import type { MessageDescriptor } from '@lingui/core';
import { useRouterState } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountFeature } from '../../../api/contract/track-accounts.ts';
import { AppLink } from './app-link';
import { extraCrumbs, mainMenu, type Crumb } from './main-menu';
import { isCurrent } from './main-top-bar';
import * as css from './main.css';

interface TrailItem {
  path: string;
  label: MessageDescriptor;
  /** The page the user is on (or names it): text, not a link. */
  current: boolean;
}

/**
 * The crumbs after Main for `pathname`: the deepest known path it is on, then its parents. A page
 * below the deepest one (a group of the groups list) ends on a link back to that list.
 */
export function crumbTrail(pathname: string, features: readonly AccountFeature[]): TrailItem[] {
  const known = new Map<string, Crumb>(
    mainMenu(features)
      .filter((entry) => entry.path !== '/main')
      .map((entry) => [entry.path, { label: entry.label }]),
  );
  for (const [path, crumb] of Object.entries(extraCrumbs)) known.set(path, crumb);
  const deepest = [...known.keys()]
    .filter((path) => isCurrent(pathname, path))
    .sort((a, b) => b.length - a.length)[0];
  const trail: TrailItem[] = [];
  for (let path = deepest; path; path = known.get(path)?.parent) {
    const crumb = known.get(path);
    if (!crumb) break;
    const current = path === pathname || Boolean(crumb.prefixOnly);
    trail.unshift({ path, label: crumb.label, current });
  }
  return trail;
}

/** Main › … › the current screen (spec part 2 §2); on the main page itself only "Main". */
export function MainBreadcrumb({ features }: { features: readonly AccountFeature[] }) {
  const { t, i18n } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname }).replace(/\/$/, '');
  const onMain = isCurrent(pathname, '/main');
  const trail = crumbTrail(pathname, features);
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
        {trail.map(({ path, label, current }) => {
          return (
            <li key={path} aria-current={current ? 'page' : undefined}>
              <span aria-hidden="true">› </span>
              {current ? (
                i18n._(label)
              ) : (
                <AppLink href={path} className={css.crumbLink}>
                  {i18n._(label)}
                </AppLink>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
