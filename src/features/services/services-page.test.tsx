import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FEATURES } from '../../api/contract/track-accounts.ts';
import { renderWithRouter, testQueryClient } from '../../testing/render-with-router.tsx';
import { ServicesPage } from './services-page';

const on = (...names: string[]) => names.map((name) => ({ name, value: 'True' }));

describe('services page', () => {
  it('links the tiles whose feature is on, and greys the others with no link', async () => {
    renderWithRouter(
      <ServicesPage
        features={[
          ...on(FEATURES.groupManagement),
          { name: FEATURES.observerManagement, value: 'False' },
        ]}
      />,
      testQueryClient(),
      '/main/services',
    );
    expect(await screen.findByRole('link', { name: /^Groups/ })).toHaveAttribute(
      'href',
      '/main/groups-management',
    );
    expect(screen.queryByRole('link', { name: /^Observers management/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Lines and routes/ })).toBeNull();
    expect(screen.getAllByText('Not in your plan')).toHaveLength(3);
  });

  it('opens alerts with any one alert feature', async () => {
    renderWithRouter(
      <ServicesPage features={on(FEATURES.exceedingSpeedAlert)} />,
      testQueryClient(),
      '/main/services',
    );
    expect(await screen.findByRole('link', { name: /^Alerts/ })).toHaveAttribute(
      'href',
      '/main/alerts',
    );
  });
});
