import { useQuery } from '@tanstack/react-query';
import { PERMISSIONS } from '../../../api/contract/permission-names.ts';
import { useCurrentAppState } from '../../../api/app-context';
import { isPolicyGranted } from '../../../api/app-state';
import { Spinner } from '../../../ui/spinner';
import { SettingChanges } from './setting-changes';
import { SettingsForm } from './settings-form';
import { goTrackSettingsQuery } from './settings-api';
import { EmailSection } from './test-email-form';
import * as s from './settings.styles';

/**
 * The "GoTrack" tab of the settings screen (host administrators): the settings, how e-mail is
 * sent, and the record of changes. Loaded only when the tab is opened.
 */
export function GoTrackSettings() {
  const granted = useCurrentAppState().auth.grantedPolicies;
  const { data, isError } = useQuery(goTrackSettingsQuery());
  // A failed read was toasted by the HTTP client; the tab stays empty rather than half-filled.
  if (isError) return null;
  if (!data) return <Spinner />;
  return (
    <div style={s.column}>
      <SettingsForm data={data} />
      <EmailSection
        server={data.server}
        canTest={isPolicyGranted(PERMISSIONS.emailingTest, granted)}
      />
      <SettingChanges />
    </div>
  );
}
