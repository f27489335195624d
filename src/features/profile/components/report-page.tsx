import { Trans } from '@lingui/react/macro';
import * as page from '../../../ui/page.css';

/**
 * /main/report (spec part 2 §1, §2): the reports area exists but its content is not shown yet, a
 * placeholder; issue 18 fills it.
 */
export function ReportPage() {
  return (
    <section className={page.screen} aria-labelledby="report-title">
      <h1 id="report-title" className={page.screenTitle}>
        <Trans>Reports</Trans>
      </h1>
      <p className={page.empty}>
        <Trans>Reports are coming soon. This area will list your fleet's reports.</Trans>
      </p>
    </section>
  );
}
