import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { PROFILE_PICTURE_MAX_BYTES } from '../../../api/contract/profile-picture.ts';
import { configureTestHttp } from '../../../testing/fake-api';
import { toast } from '../../../ui/toast-store';
import { ProfilePicture } from './profile-picture';

function start(fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) {
  configureTestHttp();
  vi.stubGlobal('fetch', vi.fn(fetch));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <ProfilePicture name="Rana" />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return screen.getByLabelText(/Profile picture/);
}

const file = (size: number) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });
const messages = () => toast.getAll().map((t) => t.message);

afterEach(() => {
  toast.clear();
  vi.unstubAllGlobals();
});

describe('ProfilePicture', () => {
  it('refuses 2 MB and more before sending, and says when nothing is chosen', () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const input = start(fetch);
    fireEvent.change(input, { target: { files: [file(PROFILE_PICTURE_MAX_BYTES)] } });
    expect(messages()).toContain('The Image must be less than 2MB');
    fireEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
    expect(messages()).toContain('There is no image selected');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the file as profilePictureFile and shows the server refusal as it came', async () => {
    const sent: FormData[] = [];
    const input = start(async (_url, init) => {
      sent.push(init?.body as FormData);
      return new Response(JSON.stringify({ error: { message: 'The file must be a JPEG.' } }), {
        status: 400,
        headers: { 'Content-Type': 'application/json', _AbpErrorFormat: 'true' },
      });
    });
    fireEvent.change(input, { target: { files: [file(300_000)] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload picture' }));
    await waitFor(() => expect(messages()).toContain('The file must be a JPEG.'));
    expect((sent[0]?.get('profilePictureFile') as File).size).toBe(300_000);
  });
});
