import { useLingui } from '@lingui/react/macro';
import { useCurrentAppState } from '../api/app-context';
import { abpLocalize } from '../i18n/abp-localize.ts';
import * as styles from './tabs.css';

/**
 * The spec's empty-tab key, in the back end's default resource (`::`), so the text follows the
 * language and wording the back office serves.
 */
const EMPTY_TAB_TEXT = '::UserPortal:EmptyTap';

/** What a tab without content says; a back end without the text still gets a sentence. */
export function EmptyTab() {
  const { t } = useLingui();
  const { localization } = useCurrentAppState();
  const text = abpLocalize(localization, EMPTY_TAB_TEXT, [], t`There is nothing here yet.`);
  return <p className={styles.empty}>{text}</p>;
}
