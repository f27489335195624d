import { describe, expect, it } from 'vitest';
import type { SubscriptionVehicle } from '../vehicle-form';
import {
  countsError,
  DEFAULT_VALUES,
  missingFields,
  toCountsBody,
  toRequestBody,
  type CreateValues,
} from './create-form';

const filled: CreateValues = {
  ...DEFAULT_VALUES,
  subscriptionPlanKey: 'gold',
  country: 'sy',
  governorate: 'damascus',
  city: 'damascus-city',
  accountName: 'My car',
};
const vehicle = (needsTrackingDevice: boolean): SubscriptionVehicle => ({
  licensePlateSubClass: 'Damascus Private',
  licensePlateSerial: '123456',
  consumptionRate: 0.5,
  color: '0xFF000000',
  needsTrackingDevice,
});

describe('create form validation (spec §5)', () => {
  it('asks for the company name only of a business', () => {
    expect(missingFields(filled, false)).toEqual([]);
    expect(missingFields(filled, true)).toEqual(['companyName']);
    expect(missingFields({ ...filled, companyName: '  ' }, true)).toEqual(['companyName']);
    expect(missingFields({ ...filled, companyName: 'Khalil' }, true)).toEqual([]);
  });

  it('requires the SMS bundle only when SMS is chosen', () => {
    expect(missingFields({ ...filled, sms: 'yes' }, false)).toEqual(['smsBundleId']);
    expect(missingFields({ ...filled, sms: 'yes', smsBundleId: 'b1' }, false)).toEqual([]);
    expect(missingFields({ ...filled, sms: 'no', smsBundleId: '' }, false)).toEqual([]);
  });

  it('requires plan, account name and country / governorate / city, not area or street', () => {
    expect(missingFields(DEFAULT_VALUES, false)).toEqual([
      'subscriptionPlanKey',
      'country',
      'governorate',
      'city',
      'accountName',
    ]);
  });

  it('checks the Excel counts are whole numbers ≥ 0', () => {
    const excel = { ...filled, excelMode: true };
    expect(missingFields({ ...excel, vehicleCount: '-1' }, false)).toEqual(['vehicleCount']);
    expect(missingFields({ ...excel, deviceCount: '1.5' }, false)).toEqual(['deviceCount']);
    expect(missingFields({ ...excel, vehicleCount: '0', deviceCount: '0' }, false)).toEqual([]);
  });
});

describe('count rules', () => {
  it('without Excel needs at least one vehicle', () => {
    expect(countsError(filled, [])).toBe('UserPortal:vehicleCountError');
    expect(countsError(filled, [vehicle(true)])).toBeNull();
  });

  it('with Excel the vehicles must match vehicleCount, then the trackers deviceCount', () => {
    const excel = { ...filled, excelMode: true, vehicleCount: '2', deviceCount: '1' };
    expect(countsError(excel, [vehicle(true)])).toBe('UserPortal:vehicleCountError');
    expect(countsError(excel, [vehicle(true), vehicle(true)])).toBe(
      'UserPortal:trackersCountError',
    );
    expect(countsError(excel, [vehicle(true), vehicle(false)])).toBeNull();
  });
});

describe('request body', () => {
  it('drops a blank promo code, defaults area and street, keeps mach', () => {
    const body = toRequestBody({ ...filled, promoCode: '   ' }, false, [vehicle(false)], 3);
    expect(body).not.toHaveProperty('promoCode');
    expect(body).not.toHaveProperty('companyName');
    expect(body).not.toHaveProperty('smsBundleId');
    expect(body).not.toHaveProperty('vehicleCount');
    expect(body.address).toEqual({
      country: 'sy',
      governorate: 'damascus',
      city: 'damascus-city',
      area: 'area',
      street: 'street',
    });
    expect(body).toMatchObject({ mach: true, userCount: 3, subscriptionDurationInMonths: 1 });
    expect(body.subscriptionVehicleInfoCreateDtos).toHaveLength(1);
  });

  it('sends the company, bundle, promo and Excel counts when they apply', () => {
    const values: CreateValues = {
      ...filled,
      companyName: ' Khalil ',
      promoCode: ' WELCOME ',
      sms: 'yes',
      smsBundleId: 'b1',
      excelMode: true,
      vehicleCount: '1',
      deviceCount: '0',
      subscriptionDurationInMonths: '6',
    };
    expect(toRequestBody(values, true, [vehicle(false)], undefined)).toMatchObject({
      companyName: 'Khalil',
      promoCode: 'WELCOME',
      smsBundleId: 'b1',
      vehicleCount: 1,
      deviceCount: 0,
      subscriptionDurationInMonths: 6,
    });
    expect(toCountsBody(values)).toEqual({
      subscriptionPlanKey: 'gold',
      promoCode: 'WELCOME',
      smsBundleId: 'b1',
      subscriptionDurationInMonths: 6,
      vehicleCount: 1,
      deviceCount: 0,
    });
  });
});
