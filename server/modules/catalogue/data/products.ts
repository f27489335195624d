import { FEATURES } from '../../../../src/api/contract/track-accounts.ts';
import type { PricingType } from '../../../../src/api/contract/billing.ts';

interface PricingItemSeed {
  key: string;
  nameEn: string;
  nameAr: string;
  unitPrice: number;
  pricingType: PricingType;
}

/**
 * What is for sale on every new database (production and demo). Prices in SP. The demo accounts
 * hold the 'gold' plan with every feature on (server/modules/vehicles/seed.ts), so gold lists
 * them all.
 */

const ALL_FEATURES = Object.values(FEATURES);
const SILVER_MISSING: string[] = [
  FEATURES.reports,
  FEATURES.groupManagement,
  FEATURES.pathManagement,
  FEATURES.jobTimeAlert,
  FEATURES.exitingRouteAlert,
];

export const PLANS = [
  {
    key: 'silver',
    nameEn: 'Silver',
    nameAr: 'فضي',
    price: 25_000,
    userCount: 2,
    relatedDurationMonths: null,
    sortOrder: 1,
    features: ALL_FEATURES.filter((f) => !SILVER_MISSING.includes(f)),
  },
  {
    key: 'gold',
    nameEn: 'Gold',
    nameAr: 'ذهبي',
    price: 40_000,
    userCount: 5,
    relatedDurationMonths: [1, 3, 6, 12],
    sortOrder: 2,
    features: ALL_FEATURES,
  },
  {
    key: 'platinum',
    nameEn: 'Platinum',
    nameAr: 'بلاتيني',
    price: 60_000,
    userCount: 10,
    relatedDurationMonths: null,
    sortOrder: 3,
    features: ALL_FEATURES,
  },
];

/** Fractions of the monthly lines. */
export const DURATION_DISCOUNTS = [
  { months: 3, value: 0.05, isPercentage: true },
  { months: 6, value: 0.1, isPercentage: true },
  { months: 12, value: 0.2, isPercentage: true },
];

export const SMS_BUNDLES = [
  { nameEn: 'Starter', nameAr: 'باقة البداية', messagesCount: 100, price: 10_000 },
  { nameEn: 'Standard', nameAr: 'الباقة القياسية', messagesCount: 500, price: 45_000 },
  { nameEn: 'Plus', nameAr: 'الباقة الموسّعة', messagesCount: 1000, price: 80_000 },
  { nameEn: 'Business', nameAr: 'باقة الأعمال', messagesCount: 5000, price: 350_000 },
];

/**
 * The plan's price replaces Subscription's unit price and the bundle's replaces SmsBundle's; the
 * values here are what a line falls back to.
 */
export const PRICING_ITEMS = [
  {
    key: 'Subscription',
    nameEn: 'Subscription',
    nameAr: 'اشتراك',
    unitPrice: 25_000,
    pricingType: 'Monthly',
  },
  {
    key: 'Device',
    nameEn: 'Tracking device',
    nameAr: 'جهاز تتبّع',
    unitPrice: 350_000,
    pricingType: 'OneTime',
  },
  {
    key: 'DeviceInstallation',
    nameEn: 'Device installation',
    nameAr: 'تركيب الجهاز',
    unitPrice: 50_000,
    pricingType: 'OneTime',
  },
  { key: 'SmsBundle', nameEn: 'SMS bundle', nameAr: 'باقة رسائل', unitPrice: 0, pricingType: 'OneTime' },
] satisfies readonly PricingItemSeed[];

/** Demo only; valid for a year from seeding. */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', value: 0.1, isPercentage: true, usageLimit: null },
  { code: 'SAVE50K', value: 50_000, isPercentage: false, usageLimit: 100 },
];

/** Display names of the account features (GoTrack.*), as the plans page lists them. */
export const FEATURE_NAMES: Record<string, { en: string; ar: string }> = {
  [FEATURES.liveMonitoring]: { en: 'Live monitoring', ar: 'المراقبة المباشرة' },
  [FEATURES.notifications]: { en: 'Notifications', ar: 'الإشعارات' },
  [FEATURES.reports]: { en: 'Reports', ar: 'التقارير' },
  [FEATURES.groupManagement]: { en: 'Vehicle groups', ar: 'مجموعات المركبات' },
  [FEATURES.pathManagement]: { en: 'Routes', ar: 'المسارات' },
  [FEATURES.observerManagement]: { en: 'Observers', ar: 'المراقِبون' },
  [FEATURES.geographicAreaManagement]: { en: 'Geo-zones', ar: 'المناطق الجغرافية' },
  [FEATURES.exceedingSpeedAlert]: { en: 'Speeding alert', ar: 'تنبيه تجاوز السرعة' },
  [FEATURES.jobTimeAlert]: { en: 'Working hours alert', ar: 'تنبيه أوقات العمل' },
  [FEATURES.exitingRouteAlert]: { en: 'Leaving route alert', ar: 'تنبيه الخروج عن المسار' },
  [FEATURES.enteringZoneAlert]: { en: 'Entering zone alert', ar: 'تنبيه دخول منطقة' },
  [FEATURES.exitingZoneAlert]: { en: 'Leaving zone alert', ar: 'تنبيه الخروج من منطقة' },
};
