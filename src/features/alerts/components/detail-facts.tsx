import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../ui/spinner';
import { jobTimeDetailQuery, speedDetailQuery } from '../api/alert-details';
import { DAY_LABELS } from '../labels';
import { Fact } from './fact';

const Failed = () => (
  <span role="alert">
    <Trans>Could not be loaded.</Trans>
  </span>
);

/** Spec part 2 §2: an exceeding-speed alert's max speed, loaded when its panel opens. */
export function SpeedFact({ accountId, id }: { accountId: string; id: string }) {
  const { t, i18n } = useLingui();
  const query = useQuery(speedDetailQuery(accountId, id));
  const speed = query.data ? i18n.number(query.data.maxSpeed) : '';
  return (
    <Fact term={<Trans>Maximum speed</Trans>}>
      {query.data ? t`${speed} km/h` : null}
      {query.isPending ? <Spinner size="sm" label={t`Loading the maximum speed`} /> : null}
      {query.isError && !query.data ? <Failed /> : null}
    </Fact>
  );
}

/** A work-time alert's name, hours (24-hour) and days. */
export function JobTimeFacts({ accountId, id }: { accountId: string; id: string }) {
  const { t, i18n } = useLingui();
  const query = useQuery(jobTimeDetailQuery(accountId, id));
  if (!query.data) {
    return (
      <Fact term={<Trans>Work time</Trans>}>
        {query.isPending ? <Spinner size="sm" label={t`Loading the work time`} /> : <Failed />}
      </Fact>
    );
  }
  const { name, startTime, endTime, daysOfWeek } = query.data;
  const [from, to] = [startTime.slice(0, 5), endTime.slice(0, 5)];
  return (
    <>
      <Fact term={<Trans>Work time</Trans>}>
        <bdi>{name}</bdi>
      </Fact>
      <Fact term={<Trans>Hours</Trans>}>
        <bdi dir="ltr">
          {from}–{to}
        </bdi>
      </Fact>
      <Fact term={<Trans>Days</Trans>}>
        {daysOfWeek.map((d) => i18n._(DAY_LABELS[d])).join(', ')}
      </Fact>
    </>
  );
}
