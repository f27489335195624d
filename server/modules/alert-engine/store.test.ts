import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertCursor, alertState, notification } from '../../db/schema.ts';
import { addDefinition, addVehicles, engineWorld } from '../../test/engine-fixtures.ts';
import { commitPlans, type Plan } from './store.ts';

// The write of an evaluation is all or nothing per vehicle, and only from the cursor it was
// computed from: the guard against a second process (or a stale memory) between read and write.

let w: Awaited<ReturnType<typeof engineWorld>>;
beforeAll(async () => {
  w = await engineWorld();
});
afterAll(() => w.database.close());

const at = (s: number) => new Date(Date.UTC(2025, 2, 3, 8, 0, s));

describe('committing plans', () => {
  it('writes a plan from the current cursor; one from a stale cursor writes nothing', async () => {
    const [v] = await addVehicles(w.db, w.accountId, 1);
    const def = await addDefinition(w.db, w.accountId, {
      type: 'ExceedingSpeed',
      vehicleIds: [v!],
      maxSpeed: 50,
    });
    const plan = (previous: Date | null, next: Date, active: boolean, known: boolean): Plan => ({
      vehicleId: v!,
      previous,
      next,
      states: [{ definitionId: def, subject: '', state: { active, lastTime: next }, known }],
      events: active
        ? [
            {
              definitionId: def,
              vehicleId: v!,
              subject: '',
              type: 'ExceedingSpeed',
              time: next,
              lat: 1,
              lon: 2,
              details: { speed: 60 },
            },
          ]
        : [],
      completions: [],
    });
    expect(await commitPlans(w.db, [plan(null, at(10), true, false)])).toEqual(new Set([v]));
    // A second "first" write (another process had the same idea) and one from an old cursor.
    expect(await commitPlans(w.db, [plan(null, at(20), false, false)])).toEqual(new Set());
    expect(await commitPlans(w.db, [plan(at(5), at(20), false, true)])).toEqual(new Set());
    expect(await commitPlans(w.db, [plan(at(10), at(20), false, true)])).toEqual(new Set([v]));
    const [cursor] = await w.db.select().from(alertCursor).where(eq(alertCursor.vehicleId, v!));
    expect(cursor!.lastTime).toEqual(at(20));
    const [state] = await w.db.select().from(alertState).where(eq(alertState.vehicleId, v!));
    expect(state).toMatchObject({ active: false, lastTime: at(20) });
    const made = await w.db.select().from(notification).where(eq(notification.vehicleId, v!));
    expect(made.map((n) => n.time)).toEqual([at(10)]);
  });
});
