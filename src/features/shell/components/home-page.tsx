import { Trans } from '@lingui/react/macro';
import { useRuntimeConfig } from '../../../api/app-context';
import * as css from './pages.css';

export function HomePage() {
  const { appName } = useRuntimeConfig();
  return (
    <section className={css.centered} aria-labelledby="home-title">
      <h1 id="home-title" className={css.heading}>
        <Trans>Welcome to {appName}</Trans>
      </h1>
      <p className={css.lead}>
        <Trans>
          Watch your vehicles live on the map, review where they have been, get alerts when
          something happens and manage your tracking subscriptions — on any device, even with a poor
          connection.
        </Trans>
      </p>
    </section>
  );
}
