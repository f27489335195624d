import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

// Licence plate sub-classes and their names in the reader's language. Used by the subscription
// forms and the monitoring screens, so its texts are in both of their catalogs (lingui.config.ts)
// and in neither feature.

const GOVERNORATES = {
  Damascus: msg`Damascus`,
  'Rif Dimashq': msg`Rif Dimashq`,
  Aleppo: msg`Aleppo`,
  Homs: msg`Homs`,
  Hama: msg`Hama`,
  Latakia: msg`Latakia`,
  Tartus: msg`Tartus`,
  Idlib: msg`Idlib`,
  Daraa: msg`Daraa`,
  'As-Suwayda': msg`As-Suwayda`,
  Quneitra: msg`Quneitra`,
  'Deir ez-Zor': msg`Deir ez-Zor`,
  Raqqa: msg`Raqqa`,
  'Al-Hasakah': msg`Al-Hasakah`,
} as const;
const USES = { Private: msg`Private`, Public: msg`Public` } as const;

export interface SubClassOption {
  /** Sent as is, e.g. "Damascus Private" (the demo data's form). */
  value: string;
  governorate: MessageDescriptor;
  use: MessageDescriptor;
}

/**
 * Licence plate sub-classes: a Syrian plate names its governorate and its use. The contract has no
 * enumeration, so the list follows the demo data ("Damascus Private", "Rif Dimashq Private").
 */
export const SUB_CLASSES: readonly SubClassOption[] = Object.entries(GOVERNORATES).flatMap(
  ([governorate, label]) =>
    Object.entries(USES).map(([use, useLabel]) => ({
      value: `${governorate} ${use}`,
      governorate: label,
      use: useLabel,
    })),
);

/** The sub-class in the reader's language, or as stored when it is not one of the list's. */
export function subClassLabel(value: string, translate: (d: MessageDescriptor) => string): string {
  const known = SUB_CLASSES.find((s) => s.value === value);
  return known ? `${translate(known.governorate)} ${translate(known.use)}` : value;
}

/** A vehicle's name as the portal shows it, "serial - sub-class" (spec part 2 §3), translated. */
export const plateName = (
  v: { licensePlateSerial: string; licensePlateSubClass: string },
  translate: (d: MessageDescriptor) => string,
): string => `${v.licensePlateSerial} - ${subClassLabel(v.licensePlateSubClass, translate)}`;
