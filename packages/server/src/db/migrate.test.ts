import { expect, it } from 'vitest';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';

describeEachDatabase('migrations', (start) => {
  it("migrates a database whose neighbour schema already holds another site's tables", async () => {
    // On PostgreSQL each server has a schema of its own in one database, as two deployments may.
    const first = await start();
    const second = await start();
    await addMember(first.database, { site: 'amora', email: 'eva@amora.example' });
    const count = async (server: typeof first) =>
      (await server.database.selectFrom('members').select('id').execute()).length;
    expect(await count(first)).toBe(1);
    expect(await count(second)).toBe(0);
  });
});
