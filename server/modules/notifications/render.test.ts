import { describe, expect, it } from 'vitest';
import { alertType } from '../../../src/api/contract/alerts.ts';
import { renderNotification, type NotificationFacts } from './render.ts';

// 11:05 UTC is 14:05 in Damascus (UTC+3 all year since 2022).
const time = '2026-11-26T11:05:00.000Z';
const plain = (s: string) => s.replace(/[\u2068\u2069]/g, '');
const render = (
  type: NotificationFacts['alertType'],
  details: NotificationFacts['details'],
  language: 'en' | 'ar' = 'en',
) => {
  const r = renderNotification({ alertType: type, details, time }, language);
  return { title: plain(r.title), body: plain(r.body) };
};
const car = { vehicleName: '501000 - Damascus Private' };

describe('notification texts in English', () => {
  it('says what happened, to which vehicle, when, with the values that explain it', () => {
    expect(render('ExceedingSpeed', { ...car, speed: 93.6, maxSpeed: 80 })).toEqual({
      title: 'Speeding: 501000 - Damascus Private',
      body: '501000 - Damascus Private drove at 94 km/h, over the 80 km/h limit at 14:05 on 26/11/2026.',
    });
    expect(render('EnteringZone', { ...car, zoneName: 'Depot' }).body).toBe(
      '501000 - Damascus Private entered Depot at 14:05 on 26/11/2026.',
    );
    expect(render('ExitingZone', { ...car, zoneName: 'Depot' }).body).toBe(
      '501000 - Damascus Private left Depot at 14:05 on 26/11/2026.',
    );
    expect(render('ExitingRoute', { ...car, routeName: 'Morning run', distance: 240 }).body).toBe(
      '501000 - Damascus Private is 240 m away from the route Morning run at 14:05 on 26/11/2026.',
    );
    const job = { ...car, jobName: 'Office hours', startTime: '08:00', endTime: '17:00' };
    expect(render('JobTime', job)).toEqual({
      title: 'Moving outside working hours: 501000 - Damascus Private',
      body: '501000 - Damascus Private moved outside Office hours (08:00–17:00) at 14:05 on 26/11/2026.',
    });
  });

  it('still reads well when keys are missing', () => {
    expect(render('ExceedingSpeed', {})).toEqual({
      title: 'Speeding',
      body: 'A vehicle drove over its speed limit at 14:05 on 26/11/2026.',
    });
    expect(render('ExceedingSpeed', { ...car, maxSpeed: 80 }).body).toBe(
      '501000 - Damascus Private drove over the 80 km/h limit at 14:05 on 26/11/2026.',
    );
    expect(render('EnteringZone', { zoneName: '  ' }).body).toBe(
      'A vehicle entered a geo-zone at 14:05 on 26/11/2026.',
    );
    expect(render('ExitingRoute', car).body).toBe(
      '501000 - Damascus Private left its route at 14:05 on 26/11/2026.',
    );
    expect(render('JobTime', { ...car, startTime: '08:00' }).body).toBe(
      '501000 - Damascus Private moved outside working hours at 14:05 on 26/11/2026.',
    );
    // A number the engine wrote as text is still a number; anything else is left out.
    expect(render('ExceedingSpeed', { speed: '101', maxSpeed: 'fast' }).body).toBe(
      'A vehicle drove at 101 km/h, over its speed limit at 14:05 on 26/11/2026.',
    );
    const noTime = renderNotification(
      { alertType: 'ExitingZone', details: {}, time: 'never' },
      'en',
    );
    expect(noTime.body).toBe('A vehicle left a geo-zone.');
  });
});

describe('notification texts in Arabic', () => {
  it('writes every type in Arabic, with the names and numbers in it', () => {
    expect(render('ExceedingSpeed', { ...car, speed: 95, maxSpeed: 80 }, 'ar')).toEqual({
      title: 'تجاوز السرعة: 501000 - دمشق خاص',
      body: 'سارت المركبة 501000 - دمشق خاص بسرعة 95 كم/سا متجاوزةً الحد 80 كم/سا، الساعة 14:05 بتاريخ 26/11/2026.',
    });
    expect(render('EnteringZone', { ...car, zoneName: 'المستودع' }, 'ar').body).toBe(
      'دخلت المركبة 501000 - دمشق خاص المنطقة المستودع، الساعة 14:05 بتاريخ 26/11/2026.',
    );
    expect(render('ExitingRoute', { routeName: 'Morning run', distance: 240 }, 'ar').body).toBe(
      'ابتعدت مركبة 240 متراً عن المسار Morning run، الساعة 14:05 بتاريخ 26/11/2026.',
    );
    for (const type of alertType.options) {
      const { title, body } = render(type, {}, 'ar');
      expect(title, type).toMatch(/^[\u0600-\u06FF]/);
      expect(body, type).toMatch(/^[\u0600-\u06FF]/);
      expect(body, type).not.toMatch(/undefined|null|NaN/);
    }
  });

  it('keeps a name in the other script apart from the text around it (bidi isolates)', () => {
    const { title, body } = renderNotification(
      { alertType: 'ExitingZone', details: { vehicleName: 'Truck 7', zoneName: 'Depot' }, time },
      'ar',
    );
    expect(title).toBe('خروج من منطقة: \u2068Truck 7\u2069');
    expect(body).toContain('المنطقة \u2068Depot\u2069');
  });
});

describe('an ended speeding (issue 31)', () => {
  const ended = { ...car, speed: 125, maxSpeed: 120, topSpeed: 136.4, durationSeconds: 590 };
  it('adds its top speed and how long it lasted, in both languages', () => {
    expect(render('ExceedingSpeed', ended).body).toBe(
      '501000 - Damascus Private drove at 125 km/h, over the 120 km/h limit at 14:05 on 26/11/2026. Top speed 136 km/h, over 9 min 50 s.',
    );
    expect(render('ExceedingSpeed', ended, 'ar').body).toBe(
      'سارت المركبة 501000 - دمشق خاص بسرعة 125 كم/سا متجاوزةً الحد 120 كم/سا، الساعة 14:05 بتاريخ 26/11/2026. أعلى سرعة 136 كم/سا، واستمر التجاوز 9 د 50 ث.',
    );
  });

  it('says seconds, minutes or hours as the length needs', () => {
    const over = (durationSeconds: number) =>
      render('ExceedingSpeed', { ...ended, durationSeconds }).body.split('. ')[1];
    expect(over(45)).toBe('Top speed 136 km/h, over 45 s.');
    expect(over(120)).toBe('Top speed 136 km/h, over 2 min.');
    expect(over(3900)).toBe('Top speed 136 km/h, over 1 h 5 min.');
    expect(over(7200)).toBe('Top speed 136 km/h, over 2 h.');
    // Under way (no end yet), or a length that cannot be: nothing added.
    const { topSpeed: _top, durationSeconds: _length, ...started } = ended;
    expect(render('ExceedingSpeed', started).body).not.toContain('Top speed');
    expect(render('ExceedingSpeed', { ...ended, durationSeconds: -5 }).body).not.toContain(
      'Top speed',
    );
  });
});

describe('every type in both languages', () => {
  it('has its own title', () => {
    for (const language of ['en', 'ar'] as const) {
      const titles = alertType.options.map((type) => render(type, {}, language).title);
      expect(new Set(titles).size, language).toBe(alertType.options.length);
    }
  });
});
