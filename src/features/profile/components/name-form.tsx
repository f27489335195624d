import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MobileProfile } from '../../../api/contract/identity.ts';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-store';
import { profileKey, saveProfile } from '../api/profile';
import * as css from './profile.styles';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * First and last name with the e-mail, as the profile update carries all three (spec part 2 §3).
 * A changed address is unverified again (the server says so in the profile it answers).
 */
export function NameForm({ profile }: { profile: MobileProfile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [firstName, setFirstName] = useState(profile.firstName ?? '');
  const [lastName, setLastName] = useState(profile.lastName ?? '');
  const [email, setEmail] = useState(profile.email ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const required = (value: string) => (value.trim() ? null : 'required');
  const errors = {
    firstName: required(firstName),
    lastName: required(lastName),
    email: required(email) ?? (EMAIL.test(email.trim()) ? null : 'email'),
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (errors.firstName || errors.lastName || errors.email) return;
    setBusy(true);
    try {
      const saved = await saveProfile({ firstName, lastName, email: email.trim() });
      queryClient.setQueryData(profileKey, saved);
      toast.success(t`Profile saved.`);
    } catch {
      // The HTTP client already showed the server's message.
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate style={css.stack}>
      <TextField
        label={t`First name`}
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
        error={errors.firstName}
        touched={submitted}
        required
        maxLength={64}
        autoComplete="given-name"
      />
      <TextField
        label={t`Last name`}
        value={lastName}
        onChange={(e) => setLastName(e.target.value)}
        error={errors.lastName}
        touched={submitted}
        required
        maxLength={64}
        autoComplete="family-name"
      />
      <TextField
        label={t`E-mail`}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        touched={submitted}
        required
        maxLength={256}
        autoComplete="email"
      />
      <div>
        <Button type="submit" disabled={busy}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
