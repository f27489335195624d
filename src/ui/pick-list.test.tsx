import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { PickList, type PickItem } from './pick-list';
import { renderUi } from './test-utils';

const items: PickItem[] = [
  { id: 'a', label: '501000 - Damascus Private' },
  { id: 'b', label: '501137 - Damascus Public' },
  { id: 'c', label: '501274 - Aleppo Private' },
];

function Harness(props: { max?: number; total?: number; onLoadMore?: () => void }) {
  const [selected, setSelected] = useState<string[]>([]);
  return (
    <PickList
      label="Vehicles"
      items={items}
      selected={selected}
      onChange={setSelected}
      emptyText="No vehicles"
      {...props}
    />
  );
}

describe('pick list', () => {
  it('toggles with the checkboxes and says how many are chosen', () => {
    renderUi(<Harness />);
    const group = screen.getByRole('group', { name: 'Vehicles' });
    fireEvent.click(screen.getByRole('checkbox', { name: '501137 - Damascus Public' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '501274 - Aleppo Private' }));
    expect(group).toHaveAccessibleDescription('2 selected');
    fireEvent.click(screen.getByRole('checkbox', { name: '501137 - Damascus Public' }));
    expect(group).toHaveAccessibleDescription('1 selected');
  });

  it('filters by what is typed, keeping choices out of sight', async () => {
    renderUi(<Harness />);
    fireEvent.click(screen.getByRole('checkbox', { name: '501000 - Damascus Private' }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'aleppo' },
    });
    await screen.findByText(/1 selected/);
    expect(screen.getAllByRole('checkbox').map((c) => c.getAttribute('name') ?? '')).toHaveLength(
      1,
    );
    expect(screen.getByRole('checkbox', { name: '501274 - Aleppo Private' })).toBeVisible();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'Homs' },
    });
    expect(await screen.findByText(/Nothing matches “Homs”\./)).toBeVisible();
  });

  it('disables the rest once the most that may be chosen are', () => {
    renderUi(<Harness max={1} />);
    fireEvent.click(screen.getByRole('checkbox', { name: '501000 - Damascus Private' }));
    expect(screen.getByRole('checkbox', { name: '501137 - Damascus Public' })).toBeDisabled();
    expect(screen.getByText(/No more than 1 can be chosen\./)).toBeVisible();
  });

  it('offers the next page while the server has more', () => {
    const onLoadMore = vi.fn();
    renderUi(<Harness total={120} onLoadMore={onLoadMore} />);
    expect(screen.getByText(/Showing 3 of 120\./)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('says when there is nothing to choose from', () => {
    renderUi(
      <PickList label="Vehicles" items={[]} selected={[]} onChange={() => {}} emptyText="None" />,
    );
    expect(screen.getByText('None')).toBeVisible();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
