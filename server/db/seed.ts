import { SETTING_ENABLE_LOCAL_LOGIN } from '../../src/api/contract/abp.ts';
import { paymentSettingKeys, paymentSettingName } from '../../src/api/contract/payment-switches.ts';
import { seedIdentity } from '../modules/identity/seed.ts';
import { seedCatalogue } from '../modules/catalogue/seed.ts';
import { seedVehicles } from '../modules/vehicles/seed.ts';
import { seedStaticRoles } from '../modules/permissions/seed.ts';
import { seedDemoAlerts } from '../modules/alert-engine/seed.ts';
import { GLOBAL_PROVIDER } from '../modules/settings/definitions.ts';
import type { Db } from './client.ts';
import { appMeta, setting, subscriptionPlan } from './schema.ts';

export interface SeedOptions {
  demo: boolean;
  /** The demo administrator's password (ADMIN_PASSWORD, or generated); null → a random one. */
  adminPassword?: string | null;
  /** Extra demo owner/observer pairs (identity/seed.ts); 0 unless DEMO_EXTRA_USERS says. */
  extraUsers?: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** One part of the initial data; later issues append theirs (accounts, devices, …). */
type Seeder = (tx: Tx, opts: SeedOptions) => Promise<void>;

const seedSettings: Seeder = async (tx, { demo }) => {
  const names = [SETTING_ENABLE_LOCAL_LOGIN, ...paymentSettingKeys.map(paymentSettingName)];
  const values = names.map((name) => ({
    name,
    // The payment provider is a local sandbox in demo mode, so the payment switches are on.
    value: name === SETTING_ENABLE_LOCAL_LOGIN ? 'true' : demo ? 'True' : 'False',
    providerName: GLOBAL_PROVIDER,
    providerKey: null,
  }));
  await tx.insert(setting).values(values).onConflictDoNothing();
};

// The catalogue before the demo vehicles: their accounts hold its 'gold' plan; the vehicles
// before the alerts that watch them.
export const seeders: Seeder[] = [
  seedSettings,
  seedIdentity,
  seedCatalogue,
  seedVehicles,
  seedDemoAlerts,
];

/**
 * Seeds a new database once. The marker row is claimed in the same transaction as the data, so
 * a second start (or a second instance starting at the same time) seeds nothing.
 * Resolves to true when this call seeded.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appMeta)
      .values({ key: 'seeded', value: opts.demo ? 'demo' : 'production' })
      .onConflictDoNothing()
      .returning({ key: appMeta.key });
    if (claimed.length === 0) {
      // A database seeded before the catalogue existed gets it on its next start.
      const [plan] = await tx.select({ key: subscriptionPlan.key }).from(subscriptionPlan).limit(1);
      if (!plan) await seedCatalogue(tx, opts);
      // Every start: admin roles of databases from before stored grants, new permissions.
      await seedStaticRoles(tx);
      return false;
    }
    for (const seed of seeders) await seed(tx, opts);
    await seedStaticRoles(tx);
    return true;
  });
}
