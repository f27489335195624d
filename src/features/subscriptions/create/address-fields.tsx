import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useLingui } from '@lingui/react/macro';
import type { GeoNode } from '../../../api/contract/catalogue.ts';
import { FormCheckboxField, FormSelectField, FormTextField } from '../../../ui/form-fields';
import { geoNodesQuery } from './api/geo-nodes';
import type { CreateValues } from './create-form';
import * as css from './create.css';

const childrenOf = (nodes: readonly GeoNode[], parentId: string, type: GeoNode['type']) =>
  parentId ? nodes.filter((n) => n.type === type && n.parentId === parentId) : [];
const toOptions = (nodes: readonly GeoNode[]) =>
  nodes.map((n) => ({ value: n.nodeId, label: n.displayName }));

/** Each choice clears the levels under it, so an address never mixes two places. */
const BELOW = {
  country: ['governorate', 'city', 'area'],
  governorate: ['city', 'area'],
  city: ['area'],
} as const;

/** The address cascade (country → governorate → city → area), street and `mach`. */
export function AddressFields({ form }: { form: UseFormReturn<CreateValues> }) {
  const { t, i18n } = useLingui();
  const nodes = useQuery(geoNodesQuery(i18n.locale)).data?.items;
  const { control, setValue, getValues } = form;
  const [country, governorate, city] = useWatch({
    control,
    name: ['country', 'governorate', 'city'],
  });
  // §9: the default country is the first geo node.
  const firstCountry = nodes?.find((n) => n.type === 'Country')?.nodeId;
  useEffect(() => {
    if (firstCountry && !getValues('country')) {
      setValue('country', firstCountry, { shouldValidate: true });
    }
  }, [firstCountry, getValues, setValue]);
  const clearBelow = (level: keyof typeof BELOW) => () => {
    for (const key of BELOW[level]) setValue(key, '', { shouldValidate: true });
  };
  const list = nodes ?? [];
  return (
    <div className={css.grid}>
      <FormSelectField
        control={control}
        name="country"
        rules={{ required: true, onChange: clearBelow('country') }}
        required
        label={t`Country`}
        placeholder={t`Choose a country`}
        options={toOptions(list.filter((n) => n.type === 'Country'))}
      />
      <FormSelectField
        control={control}
        name="governorate"
        rules={{ required: true, onChange: clearBelow('governorate') }}
        required
        label={t`Governorate`}
        placeholder={t`Choose a governorate`}
        options={toOptions(childrenOf(list, country, 'Governorate'))}
      />
      <FormSelectField
        control={control}
        name="city"
        rules={{ required: true, onChange: clearBelow('city') }}
        required
        label={t`City`}
        placeholder={t`Choose a city`}
        options={toOptions(childrenOf(list, governorate, 'City'))}
      />
      <FormSelectField
        control={control}
        name="area"
        label={t`Area (optional)`}
        placeholder={t`No area`}
        options={toOptions(childrenOf(list, city, 'Area'))}
      />
      <FormTextField
        control={control}
        name="street"
        maxLength={200}
        autoComplete="street-address"
        label={t`Street (optional)`}
      />
      <FormCheckboxField
        control={control}
        name="mach"
        label={t`Install the trackers at this address`}
      />
    </div>
  );
}
