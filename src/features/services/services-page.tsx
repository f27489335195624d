import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountFeature } from '../../api/contract/track-accounts.ts';
import * as page from '../../ui/page.css';
import { ServiceIcon } from './service-icon';
import { SERVICES, serviceOpen } from './services';
import * as css from './services.css';

export interface ServicesPageProps {
  features: readonly AccountFeature[];
}

/**
 * /main/services (spec part 2 §2): four tiles. A tile whose feature the account's plan lacks is
 * greyed and is no link; it says so in words too, not only in colour.
 */
export function ServicesPage({ features }: ServicesPageProps) {
  const { i18n } = useLingui();
  return (
    <section className={page.screen} aria-labelledby="services-title">
      <h1 id="services-title" className={page.screenTitle}>
        <Trans>Services</Trans>
      </h1>
      <ul className={css.grid}>
        {SERVICES.map((service) => {
          const body = (
            <>
              <ServiceIcon id={service.id} className={css.icon} />
              <h2 className={css.name}>{i18n._(service.label)}</h2>
              <p className={css.text}>{i18n._(service.description)}</p>
            </>
          );
          return (
            <li key={service.id}>
              {serviceOpen(service, features) ? (
                <Link to={service.path} className={css.tile}>
                  {body}
                </Link>
              ) : (
                <div className={css.tileOff} aria-disabled="true">
                  {body}
                  <span className={css.badge}>
                    <Trans>Not in your plan</Trans>
                  </span>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
