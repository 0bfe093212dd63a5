import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { useTestServer } from './support/test-server';

const plan = inject('testDb');

/**
 * The embedded database starts with a 32 MB buffer pool instead of PostgreSQL's 128 MB: PGlite touches
 * all of it at start, so it was about 100 MB of the idle server's memory (issue 18). PostgreSQL keeps
 * its own settings.
 */
describe.skipIf(plan.kind !== 'pglite')('embedded database settings', () => {
  const server = useTestServer();

  it('opens PGlite with 32 MB of shared buffers', async () => {
    const result = (await server().database.db.execute(sql`show shared_buffers`)) as unknown as { rows: { shared_buffers: string }[] };
    expect(result.rows[0]?.shared_buffers).toBe('32MB');
  });
});
