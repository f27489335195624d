import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GlobalLoadingBar } from './global-loading-bar';
import { loading } from './loading-store';
import { renderUi as render } from './test-utils';

describe('GlobalLoadingBar', () => {
  afterEach(() => act(() => loading.reset()));

  it('shows while any load is pending and hides when all are done', () => {
    render(<GlobalLoadingBar />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    let first = () => {};
    let second = () => {};
    act(() => {
      first = loading.start();
      second = loading.start();
    });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    act(() => {
      first();
      first(); // a second call must not end someone else's load
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();

    act(() => second());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is cleared by reset() when a failed flow never calls done()', () => {
    render(<GlobalLoadingBar />);
    act(() => {
      loading.start();
    });
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    act(() => loading.reset());
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
