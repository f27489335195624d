import { screen } from '@testing-library/react';
import { renderUi as render } from './test-utils';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './tabs';

describe('Tabs', () => {
  const tabs = [
    { label: 'Alerts', content: <p>Saved alerts</p> },
    { label: 'Geographic areas', content: <p>Zones of the account</p> },
  ];

  it('names the list from the description and shows the first tab', () => {
    render(<Tabs description="Manage alerts" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Manage alerts' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Alerts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Saved alerts')).toBeVisible();
  });

  it('shows the chosen tab and reports its index (an empty tab: tabs-empty.test.tsx)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Geographic areas' }));
    expect(onChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Zones of the account');
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} onChange={onChange} />);
    await user.click(screen.getByRole('tab', { name: 'Alerts' }));
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('tab', { name: 'Geographic areas' })).toHaveFocus();
  });
});

describe('Tabs in Arabic', () => {
  it('follows <html dir="rtl"> for arrow keys', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const user = userEvent.setup();
      const onChange = vi.fn();
      render(
        <Tabs
          tabs={[
            { label: 'التنبيهات', content: <p>1</p> },
            { label: 'المناطق', content: <p>2</p> },
          ]}
          onChange={onChange}
        />,
      );
      await user.click(screen.getByRole('tab', { name: 'التنبيهات' }));
      await user.keyboard('{ArrowLeft}');
      expect(onChange).toHaveBeenLastCalledWith(1);
    } finally {
      document.documentElement.dir = '';
    }
  });
});
