import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { appStateQuery } from '../../../api/app-state';
import type { NotificationMethod } from '../../../api/contract/alerts.ts';
import { renderUi } from '../../../ui/test-utils';
import { MethodsField } from './methods-field';

/** The field with the app state the server sent (GoTrack.Mailing.Available, or nothing). */
function renderField(available: string | undefined, value: NotificationMethod[] = []) {
  const client = new QueryClient();
  const values = available === undefined ? {} : { 'GoTrack.Mailing.Available': available };
  client.setQueryData(appStateQuery('en').queryKey, { setting: { values } } as never);
  const onToggle = vi.fn();
  renderUi(
    <QueryClientProvider client={client}>
      <MethodsField value={value} onToggle={onToggle} showError={false} />
    </QueryClientProvider>,
  );
  return onToggle;
}

afterEach(cleanup);

describe('the notification methods of the alert wizard', () => {
  it('says why e-mail cannot be chosen when the server cannot send any', () => {
    const onToggle = renderField('False');
    const mail = screen.getByRole('checkbox', { name: 'E-mail' });
    expect(mail).toBeDisabled();
    expect(mail).toHaveAccessibleDescription(/E-mail cannot be chosen: .*no mail server/);
    fireEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    expect(onToggle).toHaveBeenCalledWith('Sms');
  });

  it('lets an alert that has e-mail drop it', () => {
    renderField('False', ['Mailing']);
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeEnabled();
  });

  it('offers e-mail when the server can send it, or does not say', () => {
    for (const available of ['True', undefined]) {
      renderField(available);
      expect(screen.getByRole('checkbox', { name: 'E-mail' })).toBeEnabled();
      expect(screen.queryByText(/E-mail cannot be chosen/)).toBeNull();
      cleanup();
    }
  });
});
