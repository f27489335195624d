import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MobileProfile } from '../../../api/contract/identity.ts';
import { Button } from '../../../ui/button';
import { OfflineSince } from '../../../ui/offline-since';
import { Spinner } from '../../../ui/spinner';
import { useOnline } from '../../../ui/use-online';
import * as page from '../../../ui/page.css';
import { mobileProfileQuery } from '../api/profile';
import { DeleteAccount } from './delete-account';
import { NameForm } from './name-form';
import { ProfilePicture } from './profile-picture';
import * as css from './profile.styles';

/**
 * /main/account-profile (spec part 2 §2 "Account profile", §3): picture, names, contact details
 * with the e-mail's verification, account and request shortcuts, push, delete account.
 */
export interface ProfilePageProps {
  /** The verify-email dialog (alerts feature), composed by the route. */
  verifyEmail: (profile: MobileProfile, onClose: () => void) => ReactNode;
  /** The push toggle (push feature), composed by the route. */
  pushToggle: ReactNode;
  /** Ends the session as Logout does, once the account is deleted. */
  onDeleted: () => Promise<void>;
}

export function ProfilePage({ verifyEmail, pushToggle, onDeleted }: ProfilePageProps) {
  const { t } = useLingui();
  const query = useQuery(mobileProfileQuery());
  const online = useOnline();
  const [verifying, setVerifying] = useState(false);
  const profile = query.data;
  const name = [profile?.firstName, profile?.lastName].filter(Boolean).join(' ');
  return (
    <section className={page.screen} aria-labelledby="profile-title">
      <h1 id="profile-title" className={page.screenTitle}>
        <Trans>Profile</Trans>
      </h1>
      {query.isError && !profile ? (
        <div role="alert" className={page.empty}>
          <Trans>The profile could not be loaded.</Trans>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {profile && !online ? <OfflineSince updatedAt={query.dataUpdatedAt} /> : null}
      {!profile && !query.isError ? <Spinner label={t`Loading the profile`} /> : null}
      {profile ? (
        <>
          <div className={page.card}>
            <ProfilePicture version={profile.profilePictureVersion} name={name} />
          </div>
          <div className={page.card}>
            <NameForm
              key={`${profile.firstName}|${profile.lastName}|${profile.email}`}
              profile={profile}
            />
          </div>
          <dl className={page.facts}>
            <dt>
              <Trans>Phone</Trans>
            </dt>
            <dd dir="ltr" style={css.factValue}>
              {profile.phoneNumber || '—'}
            </dd>
            <dt>
              <Trans>E-mail</Trans>
            </dt>
            <dd style={css.factValue}>
              <span dir="ltr">{profile.email ?? '—'}</span>{' '}
              {profile.isVerified ? <Trans>(verified)</Trans> : <Trans>(not verified)</Trans>}{' '}
              <Button size="sm" variant="secondary" onClick={() => setVerifying(true)}>
                {profile.isVerified ? <Trans>Change email</Trans> : <Trans>Verify email</Trans>}
              </Button>
            </dd>
          </dl>
          {verifying
            ? verifyEmail(profile, () => {
                setVerifying(false);
                void query.refetch();
              })
            : null}
          <nav aria-label={t`Account shortcuts`} style={css.links}>
            <Link to="/track-accounts" className={page.link}>
              <Trans>Change account</Trans>
            </Link>
            <Link to="/subscription-requests" className={page.link}>
              <Trans>My requests</Trans>
            </Link>
          </nav>
          {pushToggle}
          <div>
            <DeleteAccount onDeleted={onDeleted} />
          </div>
        </>
      ) : null}
    </section>
  );
}
