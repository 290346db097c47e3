import type { Kysely } from 'kysely';
import { expect, it } from 'vitest';
import { addMember, describeEachDatabase } from '../test-support/test-server.js';
import type { Database } from './schema.js';

const emails = async (database: Kysely<Database>) =>
  (await database.selectFrom('members').select('email').orderBy('email').execute()).map(
    (row) => row.email,
  );

describeEachDatabase('transactions', (start) => {
  it('commits all of a transaction or, when it throws, nothing', async () => {
    const { database } = await start();
    await database.transaction().execute(async (transaction) => {
      await addMember(transaction, { site: 'amora', email: 'ada@amora.example' });
    });
    await expect(
      database.transaction().execute(async (transaction) => {
        await addMember(transaction, { site: 'amora', email: 'bob@amora.example' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await emails(database)).toEqual(['ada@amora.example']);
  });

  it('rolls back to a savepoint only the work done after it', async () => {
    const { database } = await start();
    const transaction = await database.startTransaction().execute();
    await addMember(transaction, { site: 'amora', email: 'ada@amora.example' });
    const afterAda = await transaction.savepoint('after_ada').execute();
    await addMember(afterAda, { site: 'amora', email: 'bob@amora.example' });
    await afterAda.rollbackToSavepoint('after_ada').execute();
    await addMember(afterAda, { site: 'amora', email: 'cleo@amora.example' });
    await afterAda.releaseSavepoint('after_ada').execute();
    await afterAda.commit().execute();
    expect(await emails(database)).toEqual(['ada@amora.example', 'cleo@amora.example']);
  });

  it('reads DATE columns as ISO strings', async () => {
    const { database } = await start();
    await addMember(database, { site: 'amora', email: 'ada@amora.example' });
    const member = await database
      .selectFrom('members')
      .select('date_of_birth')
      .executeTakeFirstOrThrow();
    expect(member.date_of_birth).toBe('1996-01-01');
  });
});
