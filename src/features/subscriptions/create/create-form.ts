import {
  TRACKERS_COUNT_ERROR,
  VEHICLE_COUNT_ERROR,
  type BusinessSubscriptionForm,
  type PersonalSubscriptionForm,
  type SubscriptionCountsForm,
} from '../../../api/contract/request-forms.ts';
import type { SubscriptionVehicle } from '../vehicle-form';

// The create-subscription form (spec part 1 §3 "Subscription request form", §5 "Create form"):
// what the screen edits (strings, as inputs hold them), its rules and the body sent.

export interface CreateValues {
  subscriptionPlanKey: string;
  promoCode: string;
  companyName: string;
  /** Geo node ids. */
  country: string;
  governorate: string;
  city: string;
  area: string;
  street: string;
  mach: boolean;
  accountName: string;
  /** The SMS yes / no choice. */
  sms: 'yes' | 'no';
  smsBundleId: string;
  subscriptionDurationInMonths: string;
  /** Vehicles come from a spreadsheet (step 3) instead of the add-vehicle dialog. */
  excelMode: boolean;
  vehicleCount: string;
  deviceCount: string;
}

export const DEFAULT_VALUES: CreateValues = {
  subscriptionPlanKey: '',
  promoCode: '',
  companyName: '',
  country: '',
  governorate: '',
  city: '',
  area: '',
  street: '',
  mach: true,
  accountName: '',
  sms: 'no',
  smsBundleId: '',
  subscriptionDurationInMonths: '1',
  excelMode: false,
  vehicleCount: '1',
  deviceCount: '1',
};

/** §5: area and street are optional and sent as these words when left empty. */
export const DEFAULT_AREA = 'area';
export const DEFAULT_STREET = 'street';

/** A count input: a whole number ≥ 0, else null. */
export function parseCount(raw: string): number | null {
  if (raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** Which required field is missing, in screen order; empty when the form may be confirmed. */
export function missingFields(values: CreateValues, isBusiness: boolean): (keyof CreateValues)[] {
  const missing: (keyof CreateValues)[] = [];
  const need = (key: keyof CreateValues, ok: boolean) => ok || missing.push(key);
  need('subscriptionPlanKey', values.subscriptionPlanKey !== '');
  need('companyName', !isBusiness || values.companyName.trim() !== '');
  need('country', values.country !== '');
  need('governorate', values.governorate !== '');
  need('city', values.city !== '');
  need('accountName', values.accountName.trim() !== '');
  need('smsBundleId', values.sms === 'no' || values.smsBundleId !== '');
  need('subscriptionDurationInMonths', values.subscriptionDurationInMonths !== '');
  if (values.excelMode) {
    need('vehicleCount', parseCount(values.vehicleCount) !== null);
    need('deviceCount', parseCount(values.deviceCount) !== null);
  }
  return missing;
}

export type CountsError = typeof VEHICLE_COUNT_ERROR | typeof TRACKERS_COUNT_ERROR;

/**
 * §5 count rules: without Excel at least one vehicle; with Excel the list must match the counts
 * (vehicles first, then those needing a tracker). Null when the vehicles may be sent.
 */
export function countsError(
  values: Pick<CreateValues, 'excelMode' | 'vehicleCount' | 'deviceCount'>,
  vehicles: readonly SubscriptionVehicle[],
): CountsError | null {
  if (!values.excelMode) return vehicles.length > 0 ? null : VEHICLE_COUNT_ERROR;
  if (vehicles.length === 0 || vehicles.length !== parseCount(values.vehicleCount)) {
    return VEHICLE_COUNT_ERROR;
  }
  const trackers = vehicles.filter((v) => v.needsTrackingDevice).length;
  return trackers === parseCount(values.deviceCount) ? null : TRACKERS_COUNT_ERROR;
}

const common = (values: CreateValues) => ({
  subscriptionPlanKey: values.subscriptionPlanKey,
  // §5: blank → absent.
  ...(values.promoCode.trim() ? { promoCode: values.promoCode.trim() } : {}),
  ...(values.sms === 'yes' && values.smsBundleId ? { smsBundleId: values.smsBundleId } : {}),
  subscriptionDurationInMonths: Number(values.subscriptionDurationInMonths) || 1,
});

/** The body of tempBill and create for either family. */
export function toRequestBody(
  values: CreateValues,
  isBusiness: boolean,
  vehicles: readonly SubscriptionVehicle[],
  userCount: number | undefined,
): PersonalSubscriptionForm | BusinessSubscriptionForm {
  const body: PersonalSubscriptionForm = {
    ...common(values),
    accountName: values.accountName.trim(),
    address: {
      country: values.country,
      governorate: values.governorate,
      city: values.city,
      area: values.area.trim() || DEFAULT_AREA,
      street: values.street.trim() || DEFAULT_STREET,
    },
    mach: values.mach,
    ...(userCount !== undefined ? { userCount } : {}),
    subscriptionVehicleInfoCreateDtos: vehicles.map((v) => ({
      licensePlateSubClass: v.licensePlateSubClass,
      licensePlateSerial: v.licensePlateSerial,
      consumptionRate: v.consumptionRate,
      color: v.color,
      needsTrackingDevice: v.needsTrackingDevice,
    })),
    ...(values.excelMode
      ? {
          vehicleCount: parseCount(values.vehicleCount) ?? 0,
          deviceCount: parseCount(values.deviceCount) ?? 0,
        }
      : {}),
  };
  return isBusiness ? { ...body, companyName: values.companyName.trim() } : body;
}

/** Business price before the vehicle file (tempBillWithoutVehiclesData). */
export function toCountsBody(values: CreateValues): SubscriptionCountsForm {
  return {
    ...common(values),
    vehicleCount: parseCount(values.vehicleCount) ?? 0,
    deviceCount: parseCount(values.deviceCount) ?? 0,
  };
}
