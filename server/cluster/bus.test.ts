import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/cluster-fixtures.ts';
import { testLog } from '../test/engine-fixtures.ts';
import { freshDatabase, type TestDatabase } from '../test/fresh-db.ts';
import { announce, joinCluster, onAnnounced } from './bus.ts';

// What one process announces (a revoked grant, a changed device key), every process forgets.

it('reaches this process at once', () => {
  const heard: string[] = [];
  const off = onAnnounced('device', (id) => heard.push(id));
  announce('device', 'tracker-1');
  off();
  announce('device', 'tracker-2');
  expect(heard).toEqual(['tracker-1']);
});

describe.skipIf(!process.env.DATABASE_URL)('on PostgreSQL', () => {
  let database: TestDatabase;
  let member: Awaited<ReturnType<typeof joinCluster>>;
  beforeAll(async () => {
    database = await freshDatabase({ seed: false });
    member = await joinCluster({ databaseUrl: database.url!, db: database.db, log: testLog });
  });
  afterAll(async () => {
    await member.close();
    await database.close();
  });

  it('hears what another process of the database announces', async () => {
    const heard: string[] = [];
    const off = onAnnounced('grant', (id) => heard.push(id));
    // Another process announcing: a NOTIFY from another connection.
    await database.db.execute(sql`select pg_notify('gotrack_forget', 'grant:g-42')`);
    await eventually('the grant is forgotten', async () => (heard.length ? true : undefined));
    off();
    expect(heard).toEqual(['g-42']);
  });
});
