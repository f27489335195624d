import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../test/fresh-db.ts';
import { eventually } from '../test/cluster-fixtures.ts';
import { testLog } from '../test/engine-fixtures.ts';
import { startLeadership, type Leadership } from './leader.ts';

// One leader per database (issue 20). With DATABASE_URL: three candidates on one fresh database.

const work = (ran: string[], name: string) => () => {
  ran.push(`${name} started`);
  return { stop: async () => void ran.push(`${name} stopped`) };
};

it('is always the leader on PGlite, where it is the only server', async () => {
  const ran: string[] = [];
  const only = startLeadership({ databaseUrl: null, log: testLog, work: work(ran, 'only') });
  expect(only.isLeader()).toBe(true);
  await only.stop();
  expect(ran).toEqual(['only started', 'only stopped']);
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  let database: TestDatabase;
  const started: Leadership[] = [];
  beforeAll(async () => {
    database = await freshDatabase({ seed: false });
  });
  afterAll(async () => {
    for (const l of started) await l.stop();
    await database.close();
  });

  it('lets one candidate lead, and another once it steps down', async () => {
    const ran: string[] = [];
    const candidates = ['one', 'two', 'three'].map((name) =>
      startLeadership({
        databaseUrl: database.url,
        log: testLog,
        work: work(ran, name),
        retryMs: 100,
      }),
    );
    started.push(...candidates);
    const leader = await eventually('one leads', async () => {
      const leading = candidates.filter((c) => c.isLeader());
      return leading.length === 1 ? leading[0] : undefined;
    });
    await leader.stop();
    const next = await eventually('another leads', async () =>
      candidates.find((c) => c !== leader && c.isLeader()),
    );
    expect(candidates.filter((c) => c.isLeader())).toEqual([next]);
    expect(ran).toHaveLength(3);
    expect(ran[1]).toMatch(/stopped$/);
  });
});
