import { createFileRoute } from '@tanstack/react-router';
import { MorePage } from '../../../features/profile/components/more-page';
import { switchLanguage } from '../../../features/shell/components/language-menu';
import { signOut } from '../../../features/shell/sign-out';

/** The More area's empty sub-path (spec part 2 §2 "More area"). */
export const Route = createFileRoute('/_authenticated/main/more/')({
  component: MoreRoute,
});

function MoreRoute() {
  return (
    <MorePage
      onLanguage={(locale) => void switchLanguage(locale, true)}
      onLogout={() => void signOut()}
    />
  );
}
