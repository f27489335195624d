import { act, render as renderPlain, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi as render } from './test-utils';
import { toast } from './toast-store';
import ToasterView from './toaster-view';
import { Toaster } from './toaster';

describe('toast + Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => toast.clear());
    vi.useRealTimers();
  });

  const viewport = () => screen.getByRole('region', { name: /Notifications/ });

  it('shows an error raised outside React and removes it after 5 s', () => {
    render(<ToasterView />);
    act(() => {
      toast.error('The server is unavailable');
    });
    expect(within(viewport()).getByText('The server is unavailable')).toBeVisible();

    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(within(viewport()).getByText('The server is unavailable')).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(500);
    });
    expect(within(viewport()).queryByText('The server is unavailable')).not.toBeInTheDocument();
    // The store lets go of it once the exit animation would be over.
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(toast.getAll()).toHaveLength(0);
  });

  it('closes other kinds after 3 s unless a duration is given', () => {
    render(<ToasterView />);
    act(() => {
      toast.success('Saved');
      toast.warning('You are an observer not an owner', { durationMs: 10_000 });
    });
    act(() => {
      vi.advanceTimersByTime(3500);
    });
    expect(within(viewport()).queryByText('Saved')).not.toBeInTheDocument();
    expect(within(viewport()).getByText('You are an observer not an owner')).toBeInTheDocument();
  });

  it('can be dismissed with its close button', () => {
    render(<ToasterView />);
    act(() => {
      toast.info('Location copied to clipboard');
    });
    act(() => within(viewport()).getByRole('button', { name: 'Dismiss' }).click());
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(within(viewport()).queryByText('Location copied to clipboard')).not.toBeInTheDocument();
  });
});

describe('Toaster (lazy)', () => {
  afterEach(() => act(() => toast.clear()));

  it('loads the toast view with the first toast and shows it', async () => {
    const { container } = render(<Toaster />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      toast.error('Could not reach the server');
    });
    expect(await screen.findByText('Could not reach the server')).toBeInTheDocument();
  });
});

describe('ToasterView in Arabic', () => {
  it('names the toasts region in Arabic, with the F8 hotkey Radix fills in', async () => {
    const { setupI18n } = await import('@lingui/core');
    const { messages } = await import('../../locales/ar/messages.po');
    const ar = setupI18n({ locale: 'ar', messages: { ar: messages as never } });
    renderPlain(
      <I18nProvider i18n={ar}>
        <ToasterView />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument();
  });
});
