import { useLingui } from '@lingui/react/macro';
import { PickList, type PickListProps } from '../../../ui/pick-list';
import { Spinner } from '../../../ui/spinner';
import type { useVehicleChoices } from './use-vehicle-choices';

type Choices = ReturnType<typeof useVehicleChoices>;

export type VehiclePickerProps = Pick<
  PickListProps,
  'label' | 'selected' | 'onChange' | 'max' | 'emptyText'
> & {
  choices: Choices;
  /** Said instead of `emptyText` when the vehicles could not be loaded. */
  errorText: string;
};

/** The account's vehicles, 50 at a time, as a searchable pick list. */
export function VehiclePicker({ choices, errorText, emptyText, ...props }: VehiclePickerProps) {
  const { t } = useLingui();
  if (choices.query.isPending) return <Spinner label={t`Loading the vehicles`} />;
  return (
    <PickList
      {...props}
      items={choices.items}
      total={choices.total}
      onLoadMore={choices.loadMore}
      loadingMore={choices.query.isFetchingNextPage}
      emptyText={choices.query.isError ? errorText : emptyText}
    />
  );
}
