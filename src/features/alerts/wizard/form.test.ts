import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  jobTimeAlertCreate,
  routeAlertCreate,
  speedAlertCreate,
  zoneAlertCreate,
} from '../../../api/contract/alerts.ts';
import { ACCOUNT, G1, V1, Z1 } from '../testing';
import { createAlertEdit, UnknownAlertType } from './create-edit';
import { emptyForm, targetsOf, toggled, withType, type AlertForm } from './form';

const TYPE_FIELDS = [
  'maxSpeed',
  'geoZoneIds',
  'routeIds',
  'name',
  'startTime',
  'endTime',
  'daysOfWeek',
];
const typeFields = (form: AlertForm) => TYPE_FIELDS.filter((f) => f in form).sort();

describe('changing the alert type (spec part 2 §4)', () => {
  it('drops the other types’ fields and adds the chosen type’s', () => {
    const speed = { ...withType(emptyForm(), 'SpeedViolation'), maxSpeed: 40, vehicleIds: [V1] };
    expect(typeFields(speed)).toEqual(['maxSpeed']);
    const work = withType(speed, 'WorkTime');
    expect(typeFields(work)).toEqual(['daysOfWeek', 'endTime', 'name', 'startTime']);
    expect(work).toMatchObject({ name: '', startTime: '', endTime: '', daysOfWeek: [] });
    expect(typeFields(withType(work, 'EnterZone'))).toEqual(['geoZoneIds']);
    expect(typeFields(withType(work, 'ExitingRoute'))).toEqual(['routeIds']);
    expect(typeFields(withType(work, ''))).toEqual([]);
    // What the type does not own stays: the vehicles and the methods.
    expect(work.vehicleIds).toEqual([V1]);
  });

  it('starts a type’s fields afresh, but keeps the zones between entering and leaving a zone', () => {
    const enter = { ...withType(emptyForm(), 'EnterZone'), geoZoneIds: [Z1] };
    expect(withType(enter, 'ExitZone').geoZoneIds).toEqual([Z1]);
    const speed = withType({ ...withType(enter, 'SpeedViolation'), maxSpeed: 200 }, 'WorkTime');
    expect(withType(speed, 'SpeedViolation').maxSpeed).toBe(80);
    expect(withType(withType(enter, 'WorkTime'), 'EnterZone').geoZoneIds).toEqual([]);
  });

  it('watches vehicles, or groups once "based on groups" is on', () => {
    const form = { ...emptyForm(), vehicleIds: [V1], vehicleGroupIds: [G1] };
    expect(targetsOf(form)).toEqual({ vehicleIds: [V1], vehicleGroupIds: [] });
    expect(targetsOf({ ...form, basedOnGroups: true })).toEqual({
      vehicleIds: [],
      vehicleGroupIds: [G1],
    });
  });

  it('takes a method out when it is chosen again', () => {
    expect(toggled(['Sms'], 'Mailing')).toEqual(['Sms', 'Mailing']);
    expect(toggled(['Sms', 'Mailing'], 'Mailing')).toEqual(['Sms']);
  });
});

describe('the create call of each family (spec part 2 §3 "Create payloads")', () => {
  const base = { ...emptyForm(), vehicleIds: [V1], notificationMethods: ['Sms' as const] };
  const bodyOf = (form: AlertForm) => createAlertEdit(ACCOUNT, form, 'label');

  it('sends only the chosen type’s payload, which the contract accepts', () => {
    const speed = bodyOf({ ...withType(base, 'SpeedViolation'), maxSpeed: 40 });
    expect(speed.call).toBe('alert.createExceedingSpeed');
    expect(speed.body).toEqual({
      vehicleIds: [V1],
      vehicleGroupIds: [],
      notificationMethods: ['Sms'],
      maxSpeed: 40,
    });
    expect(z.safeParse(speedAlertCreate, speed.body).success).toBe(true);

    const zone = bodyOf({ ...withType(base, 'ExitZone'), geoZoneIds: [Z1] });
    expect(zone.call).toBe('alert.createExitingZone');
    expect(z.safeParse(zoneAlertCreate, zone.body).success).toBe(true);

    const work = bodyOf({
      ...withType(base, 'WorkTime'),
      name: ' Day shift ',
      startTime: '08:00',
      endTime: '17:30',
      daysOfWeek: ['Sunday', 'Monday'],
    });
    expect(work.call).toBe('alert.createJobTime');
    expect(work.body).toMatchObject({ name: 'Day shift', startTime: '08:00', endTime: '17:30' });
    expect(z.safeParse(jobTimeAlertCreate, work.body).success).toBe(true);

    const route = bodyOf({ ...withType(base, 'ExitingRoute'), routeIds: [Z1] });
    expect(route.call).toBe('alert.createExitingRoute');
    expect(z.safeParse(routeAlertCreate, route.body).success).toBe(true);
  });

  it('sends the quiet settings changed from their defaults (issue 31), which the contract accepts', () => {
    const zone = withType(base, 'EnterZone');
    expect(zone).toMatchObject({
      minDurationSeconds: '60',
      zoneMarginMeters: '25',
      staleAfterMinutes: '10',
    });
    const changed = {
      ...zone,
      geoZoneIds: [Z1],
      zoneMarginMeters: ' 40 ',
      staleAfterMinutes: '10',
    };
    const body = bodyOf(changed).body;
    expect(body).toMatchObject({ zoneMarginMeters: 40 });
    expect(body).not.toHaveProperty('minDurationSeconds');
    expect(body).not.toHaveProperty('staleAfterMinutes');
    expect(z.safeParse(zoneAlertCreate, body).success).toBe(true);
    const speed = bodyOf({ ...withType(base, 'SpeedViolation'), minDurationSeconds: '0' }).body;
    expect(speed).toMatchObject({ minDurationSeconds: 0 });
    expect(speed).not.toHaveProperty('zoneMarginMeters');
  });

  it('a minimum duration left at a zone’s default becomes speeding’s; one changed is kept', () => {
    const zone = withType(base, 'EnterZone');
    expect(withType(zone, 'SpeedViolation').minDurationSeconds).toBe('15');
    expect(withType(zone, 'WorkTime')).not.toHaveProperty('minDurationSeconds');
    const changed = { ...zone, minDurationSeconds: '90', staleAfterMinutes: '30' };
    expect(withType(changed, 'SpeedViolation')).toMatchObject({
      minDurationSeconds: '90',
      staleAfterMinutes: '30',
    });
    expect(withType(withType(zone, 'SpeedViolation'), 'ExitZone').minDurationSeconds).toBe('60');
  });

  it("refuses a type no family creates with 'unknown' (spec part 2 §5)", () => {
    expect(() => bodyOf(base)).toThrow(UnknownAlertType);
    expect(() => bodyOf({ ...base, alertType: 'Teleport' as never })).toThrow('unknown');
  });
});
