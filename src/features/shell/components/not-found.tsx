import { Link } from '@tanstack/react-router';
import { Trans } from '@lingui/react/macro';
import { ApplicationLayout } from './layouts';
import * as css from './pages.css';
import { buttonLink } from './shell-buttons.css';

/** Any unknown path (spec part 1 §2): a 404 icon, the text and a way home. */
export function NotFound() {
  return (
    <section className={css.centered} aria-labelledby="not-found-title">
      <div className={css.bigIcon} aria-hidden="true">
        404
      </div>
      <h1 id="not-found-title" className={css.heading}>
        <Trans>Page not found</Trans>
      </h1>
      <p className={css.lead}>
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className={buttonLink}>
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}

/** The whole not-found screen; the root route loads it on demand, off the first screen. */
export function NotFoundPage() {
  return (
    <ApplicationLayout>
      <NotFound />
    </ApplicationLayout>
  );
}
