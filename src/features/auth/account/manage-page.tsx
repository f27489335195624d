import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { myProfileQuery } from '../api/my-profile';
import { ChangePasswordForm } from './change-password-form';
import { PersonalSettingsForm } from './personal-settings-form';
import * as css from './account.css';

/** `/account/manage`: ABP's "my account" page with its two tabs. */
export function ManagePage() {
  const { t } = useLingui();
  const profile = useQuery(myProfileQuery());
  return (
    <section aria-labelledby="manage-title">
      <h1 id="manage-title" className={css.title}>
        <Trans>My account</Trans>
      </h1>
      {profile.data ? (
        <Tabs
          tabs={[
            {
              label: t`Personal settings`,
              content: <PersonalSettingsForm profile={profile.data} />,
            },
            {
              label: t`Change password`,
              content: (
                <ChangePasswordForm
                  hasPassword={profile.data.hasPassword}
                  phoneNumber={profile.data.phoneNumber}
                />
              ),
            },
          ]}
        />
      ) : profile.isError ? (
        // The profile call shows no toast (spec part 1 §8): the page says it instead.
        <div role="alert">
          <p>
            <Trans>Your account details could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <Spinner label={t`Loading your account`} />
      )}
    </section>
  );
}
