import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCurrentAppState, useRuntimeConfig } from '../../../api/app-context';
import { SOCIAL_SETTINGS } from '../../../api/contract/support.ts';
import * as page from '../../../ui/page.css';
import * as css from './profile.styles';

const SOCIAL_LABELS: Record<keyof typeof SOCIAL_SETTINGS, MessageDescriptor> = {
  facebook: msg`Facebook`,
  whatsApp: msg`WhatsApp`,
  telegram: msg`Telegram`,
  instagram: msg`Instagram`,
};

/** Only web addresses are links: a setting holding anything else is not shown. */
const isWebLink = (value: string | null | undefined): value is string =>
  !!value && /^https:\/\/[^\s]+$/i.test(value);

/**
 * /main/more/about (spec part 2 §2 "More area"): logo, two description texts and the four social
 * links, each shown only when its setting holds a real address.
 */
export function AboutPage() {
  const { t, i18n } = useLingui();
  const { appName, logoUrl } = useRuntimeConfig();
  const values = useCurrentAppState().setting.values;
  const social = (Object.keys(SOCIAL_SETTINGS) as (keyof typeof SOCIAL_SETTINGS)[])
    .map((key) => ({ key, href: values[SOCIAL_SETTINGS[key]] }))
    .filter((s): s is { key: keyof typeof SOCIAL_SETTINGS; href: string } => isWebLink(s.href));
  return (
    <section className={page.screen} aria-labelledby="about-title">
      <h1 id="about-title" className={page.screenTitle}>
        <Trans>About {appName}</Trans>
      </h1>
      <img src={logoUrl || '/icons/favicon.svg'} alt={t`${appName} logo`} width={96} height={96} />
      <p>
        <Trans>
          {appName} shows where your vehicles are, live on the map, and what they did: their
          history, stops and routes.
        </Trans>
      </p>
      <p>
        <Trans>
          Alerts tell you and your observers when a vehicle speeds, leaves a zone or its route, so
          your fleet stays safe and on time.
        </Trans>
      </p>
      {social.length ? (
        <ul className={page.bareList} style={css.links} aria-label={t`Follow us`}>
          {social.map((s) => (
            <li key={s.key}>
              <a href={s.href} target="_blank" rel="noopener noreferrer" className={page.link}>
                {i18n._(SOCIAL_LABELS[s.key])}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
