import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import * as page from '../../ui/page.css';
import { serviceById, type ServiceId } from './services';

/**
 * The routes and alerts areas until their screens arrive (issues 14 and 15): a real page that
 * says what is coming and leads back, not a "Page not found".
 */
export function ComingSoon({ id }: { id: Extract<ServiceId, 'routes' | 'alerts'> }) {
  const { i18n } = useLingui();
  const service = serviceById(id);
  return (
    <section className={page.screen} aria-labelledby="coming-title">
      <h1 id="coming-title" className={page.screenTitle}>
        {i18n._(service.label)}
      </h1>
      <div className={page.empty}>
        <p>{i18n._(service.description)}</p>
        <p>
          <Trans>
            Your plan includes this service. Its screens are coming in the next update of the app,
            and will open here by themselves.
          </Trans>
        </p>
        <Link to="/main/services" className={page.link}>
          <Trans>Back to services</Trans>
        </Link>
      </div>
    </section>
  );
}
