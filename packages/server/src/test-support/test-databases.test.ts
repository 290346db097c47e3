import { expect, it } from 'vitest';
import { postgresSuiteMode } from './test-databases.js';

it('skips a PostgreSQL suite without a database only outside CI', () => {
  expect(postgresSuiteMode('postgres', { CI: 'true' })).toBe('run');
  expect(postgresSuiteMode(undefined, {})).toBe('skip');
  // In CI a missing database fails the suite: never a silent green.
  expect(postgresSuiteMode(undefined, { CI: 'true' })).toBe('fail');
});
