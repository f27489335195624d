/**
 * Rough polylines ([lat, lon]) along real Damascus streets, for the demo simulator. Plausible,
 * not surveyed: vehicles drive them back and forth.
 */
export const DAMASCUS_STREETS: [number, number][][] = [
  // Mezzeh highway: Umayyad Square → Mezzeh
  [
    [33.5131, 36.2763],
    [33.5112, 36.2705],
    [33.5088, 36.2634],
    [33.5062, 36.2561],
    [33.5041, 36.2497],
    [33.5019, 36.2431],
  ],
  // Shukri al-Quwatli street: Umayyad Square → Hijaz
  [
    [33.5131, 36.2763],
    [33.5127, 36.2818],
    [33.5122, 36.2868],
    [33.5118, 36.2915],
    [33.5109, 36.2962],
  ],
  // Baghdad street: Sabaa Bahrat → Abbasiyyin
  [
    [33.5178, 36.2946],
    [33.5202, 36.2991],
    [33.5221, 36.3042],
    [33.5238, 36.3092],
    [33.5251, 36.3145],
  ],
  // Al-Thawra street: Adawi → Bab Sharqi direction
  [
    [33.5232, 36.2962],
    [33.5191, 36.2985],
    [33.5152, 36.3002],
    [33.5117, 36.3021],
    [33.5093, 36.3058],
  ],
  // Abu Rummaneh → Malki
  [
    [33.5161, 36.2842],
    [33.5178, 36.2866],
    [33.5196, 36.2889],
    [33.5213, 36.2863],
    [33.5224, 36.2831],
  ],
  // Airport road: Bab Mousalla → towards the airport (the fast one)
  [
    [33.4951, 36.3109],
    [33.4873, 36.3282],
    [33.4788, 36.3481],
    [33.4702, 36.369],
    [33.4617, 36.3903],
    [33.4534, 36.4112],
  ],
];

export const AIRPORT_ROAD = DAMASCUS_STREETS.length - 1;
