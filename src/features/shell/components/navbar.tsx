import { useEffect, useId, useState } from 'react';
import { Link, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useRuntimeConfig } from '../../../api/app-context';
import { LanguageMenu } from './language-menu';
import { RouteMenu } from './route-menu';
import { UserMenu } from './user-menu';
import * as css from './navbar.css';

// The spec re-collapses the small-screen menu shortly after each navigation ends.
const RECOLLAPSE_MS = 100;

export function Navbar() {
  const { t } = useLingui();
  const config = useRuntimeConfig();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const collapseId = useId();

  useEffect(() => {
    // The pending re-collapse is cancelled on unmount: a timer left behind would set state on an
    // unmounted navbar (and, in tests, fire after the DOM environment has been torn down).
    let timer: number | undefined;
    // Only a move from one address to another: neither the first load (the menu starts folded;
    // resolved late on a slow phone, it folded the menu just opened) nor a reload of the same
    // screen's data (an invalidation after an account change) may fold it under the finger.
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (!event.fromLocation || !event.hrefChanged) return;
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setOpen(false), RECOLLAPSE_MS);
    });
    return () => {
      unsubscribe();
      window.clearTimeout(timer);
    };
  }, [router]);

  return (
    <nav className={css.bar} aria-label={t`Main`}>
      <Link to="/" className={css.brand}>
        {config.logoUrl ? (
          <img className={css.logo} src={config.logoUrl} alt={config.appName} />
        ) : (
          config.appName
        )}
      </Link>
      <button
        type="button"
        className={`${css.navLink} ${css.toggle}`}
        aria-expanded={open}
        aria-controls={collapseId}
        aria-label={t`Toggle navigation`}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <div id={collapseId} className={`${css.collapse} ${open ? '' : css.collapsed}`}>
        <RouteMenu />
        <div className={css.end}>
          <LanguageMenu />
          <UserMenu />
        </div>
      </div>
    </nav>
  );
}
