import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FEATURES } from '../../../api/contract/track-accounts.ts';
import { trackAccountFeaturesQuery } from '../api/track-account-features';
import { renderWithRouter, testQueryClient } from '../../../testing/render-with-router.tsx';
import { MainHome } from './main-home';

const id = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

function setup(value: string) {
  const queryClient = testQueryClient();
  const features = [{ name: FEATURES.liveMonitoring, value }];
  queryClient.setQueryData(trackAccountFeaturesQuery(id).queryKey, features);
  renderWithRouter(
    <MainHome accountId={id}>
      <p data-testid="live-map">map</p>
    </MainHome>,
    queryClient,
    '/main',
  );
}

describe('main page', () => {
  it('shows the live map with live monitoring', async () => {
    setup('True');
    expect(await screen.findByTestId('live-map')).toBeInTheDocument();
  });

  it('says the part is not accessible without live monitoring', async () => {
    setup('False');
    expect(
      await screen.findByText('you don`t have access to this part of the application'),
    ).toBeVisible();
    expect(screen.queryByTestId('live-map')).toBeNull();
  });
});
