import type { ApplicationConfiguration } from '../../../src/api/contract/abp.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { RequestSession } from '../../http/session.ts';
import { effectiveValues } from '../features/store.ts';
import { clientSettingValues, configuredSettingValues } from '../settings/service.ts';
import { cultureInfo, languages, type CultureName } from './culture.ts';
import {
  DEFAULT_RESOURCE,
  localizationResources,
  localizationValues,
} from './localization/index.ts';

export interface ConfigurationInput {
  config: Config;
  db: Db;
  session: RequestSession;
  culture: CultureName;
  includeLocalizationResources: boolean;
}

/** ABP's `ApplicationConfigurationDto` (reference/abp-conventions.md §1) for one caller. */
export async function applicationConfiguration(
  input: ConfigurationInput,
): Promise<ApplicationConfiguration> {
  const { config, db, session, culture, includeLocalizationResources } = input;
  const include = includeLocalizationResources;
  return {
    localization: {
      values: include ? localizationValues(culture) : {},
      resources: include ? localizationResources(culture) : {},
      languages,
      currentCulture: cultureInfo(culture),
      defaultResourceName: DEFAULT_RESOURCE,
      languagesMap: {},
      languageFilesMap: {},
    },
    auth: { grantedPolicies: session.grantedPolicies },
    setting: {
      values: {
        ...(await clientSettingValues(db, { tenantId: session.tenantId, demo: config.demo })),
        ...configuredSettingValues(config),
      },
    },
    currentUser: session.currentUser,
    // The host's or the tenant's effective feature values (feature management).
    features: { values: Object.fromEntries(await effectiveValues(db, session.tenantId)) },
    globalFeatures: { enabledFeatures: [] },
    multiTenancy: { isEnabled: config.multiTenancy },
    currentTenant: session.tenantId
      ? { id: session.tenantId, name: session.tenantName ?? null, isAvailable: true }
      : { id: null, name: null, isAvailable: false },
    // The server stores and sends UTC; the client shows local time.
    timing: { timeZone: { iana: { timeZoneName: 'UTC' }, windows: { timeZoneId: 'UTC' } } },
    clock: { kind: 'Utc' },
    objectExtensions: { modules: {}, enums: {} },
    extraProperties: {},
  };
}
