/**
 * Syria's 14 governorates (keys as in spec part 1 §3), with real cities and, for the larger
 * cities, a few real neighbourhoods. Ids: the country's and governorates' ISO 3166-2 codes, then
 * `<parent id>-<key>` below them, so they stay stable across databases.
 * Damascus governorate is the city itself, so it has a single city.
 */

/** [key, English, Arabic, children] */
export type Place = readonly [key: string, en: string, ar: string, children?: readonly Place[]];

export const SYRIA: Place = ['Syria', 'Syria', 'سوريا'];

/** [ISO code, key, English, Arabic, cities] */
export const GOVERNORATES: readonly (readonly [string, string, string, string, Place[]])[] = [
  [
    'SY-DI',
    'Damascus',
    'Damascus',
    'دمشق',
    [
      [
        'Damascus',
        'Damascus',
        'دمشق',
        [
          ['Mazzeh', 'Mazzeh', 'المزة'],
          ['KafrSousa', 'Kafr Sousa', 'كفرسوسة'],
          ['BabTouma', 'Bab Touma', 'باب توما'],
          ['AlMidan', 'Al-Midan', 'الميدان'],
          ['AlMalki', 'Al-Malki', 'المالكي'],
          ['AbuRummaneh', 'Abu Rummaneh', 'أبو رمانة'],
        ],
      ],
    ],
  ],
  [
    'SY-HL',
    'Aleppo',
    'Aleppo',
    'حلب',
    [
      [
        'Aleppo',
        'Aleppo',
        'حلب',
        [
          ['AlAziziyah', 'Al-Aziziyah', 'العزيزية'],
          ['AlJamiliyah', 'Al-Jamiliyah', 'الجميلية'],
          ['AlShahba', 'Al-Shahba', 'الشهباء'],
        ],
      ],
      ['Manbij', 'Manbij', 'منبج'],
      ['AlBab', 'Al-Bab', 'الباب'],
      ['Azaz', 'Azaz', 'أعزاز'],
    ],
  ],
  [
    'SY-RA',
    'Raqqa',
    'Raqqa',
    'الرقة',
    [
      ['Raqqa', 'Raqqa', 'الرقة'],
      ['Tabqa', 'Al-Thawrah (Tabqa)', 'الثورة (الطبقة)'],
      ['TellAbyad', 'Tell Abyad', 'تل أبيض'],
    ],
  ],
  [
    'SY-SU',
    'AsSuwayda',
    'As-Suwayda',
    'السويداء',
    [
      ['AsSuwayda', 'As-Suwayda', 'السويداء'],
      ['Shahba', 'Shahba', 'شهبا'],
      ['Salkhad', 'Salkhad', 'صلخد'],
    ],
  ],
  [
    'SY-DR',
    'Daraa',
    'Daraa',
    'درعا',
    [
      ['Daraa', 'Daraa', 'درعا'],
      ['Izra', "Izra'", 'إزرع'],
      ['AsSanamayn', 'As-Sanamayn', 'الصنمين'],
      ['Nawa', 'Nawa', 'نوى'],
    ],
  ],
  [
    'SY-DY',
    'DeirezZor',
    'Deir ez-Zor',
    'دير الزور',
    [
      ['DeirezZor', 'Deir ez-Zor', 'دير الزور'],
      ['AlMayadin', 'Al-Mayadin', 'الميادين'],
      ['AlBukamal', 'Al-Bukamal', 'البوكمال'],
    ],
  ],
  [
    'SY-HM',
    'Hama',
    'Hama',
    'حماة',
    [
      ['Hama', 'Hama', 'حماة'],
      ['Salamiyah', 'Salamiyah', 'السلمية'],
      ['Masyaf', 'Masyaf', 'مصياف'],
      ['Mhardeh', 'Mhardeh', 'محردة'],
    ],
  ],
  [
    'SY-HA',
    'AlHasakah',
    'Al-Hasakah',
    'الحسكة',
    [
      ['AlHasakah', 'Al-Hasakah', 'الحسكة'],
      ['Qamishli', 'Qamishli', 'القامشلي'],
      ['RasAlAyn', 'Ras al-Ayn', 'رأس العين'],
      ['AlMalikiyah', 'Al-Malikiyah', 'المالكية'],
    ],
  ],
  [
    'SY-HI',
    'Homs',
    'Homs',
    'حمص',
    [
      [
        'Homs',
        'Homs',
        'حمص',
        [
          ['AlInshaat', 'Al-Inshaat', 'الإنشاءات'],
          ['AlWaer', 'Al-Waer', 'الوعر'],
          ['BabaAmr', 'Baba Amr', 'بابا عمرو'],
        ],
      ],
      ['Tadmur', 'Tadmur (Palmyra)', 'تدمر'],
      ['AlQusayr', 'Al-Qusayr', 'القصير'],
      ['Talkalakh', 'Talkalakh', 'تلكلخ'],
    ],
  ],
  [
    'SY-ID',
    'Idlib',
    'Idlib',
    'إدلب',
    [
      ['Idlib', 'Idlib', 'إدلب'],
      ['MaaratAlNuman', "Ma'arat al-Nu'man", 'معرة النعمان'],
      ['JisrAlShughur', 'Jisr al-Shughur', 'جسر الشغور'],
      ['Ariha', 'Ariha', 'أريحا'],
    ],
  ],
  [
    'SY-LA',
    'Latakia',
    'Latakia',
    'اللاذقية',
    [
      [
        'Latakia',
        'Latakia',
        'اللاذقية',
        [
          ['AlZiraa', 'Al-Ziraa', 'الزراعة'],
          ['AlSlaibeh', 'Al-Slaibeh', 'الصليبة'],
          ['AlRamlAlShamali', 'Al-Raml al-Shamali', 'الرمل الشمالي'],
        ],
      ],
      ['Jableh', 'Jableh', 'جبلة'],
      ['AlHaffah', 'Al-Haffah', 'الحفة'],
      ['Qardaha', 'Qardaha', 'القرداحة'],
    ],
  ],
  [
    'SY-QU',
    'Quneitra',
    'Quneitra',
    'القنيطرة',
    [
      ['KhanArnabah', 'Khan Arnabah', 'خان أرنبة'],
      ['JubataAlKhashab', 'Jubata al-Khashab', 'جباتا الخشب'],
      ['AlBaath', 'Madinat al-Baath', 'مدينة البعث'],
    ],
  ],
  [
    'SY-RD',
    'RifDimashq',
    'Rif Dimashq',
    'ريف دمشق',
    [
      ['Douma', 'Douma', 'دوما'],
      ['Jaramana', 'Jaramana', 'جرمانا'],
      ['Yabroud', 'Yabroud', 'يبرود'],
      ['AlZabadani', 'Al-Zabadani', 'الزبداني'],
    ],
  ],
  [
    'SY-TA',
    'Tartus',
    'Tartus',
    'طرطوس',
    [
      ['Tartus', 'Tartus', 'طرطوس'],
      ['Baniyas', 'Baniyas', 'بانياس'],
      ['Safita', 'Safita', 'صافيتا'],
      ['Dreikish', 'Dreikish', 'الدريكيش'],
    ],
  ],
];
