export { authenticate } from './accounts/login.js';
export { hashPassword, verifyPassword } from './accounts/passwords.js';
export { createSession, SESSION_COOKIE, SESSION_DAYS } from './accounts/sessions.js';
export { createBrandLookup, type LoadedBrands, loadBrands } from './brands/load-brands.js';
export { type ServerClock, systemClock } from './clock.js';
export { migrateToLatest, migrations } from './db/migrate.js';
export { createPGlite, openDatabase } from './db/open-database.js';
export type { Database } from './db/schema.js';
export { type BackgroundJobs, JOBS, type JobName } from './jobs/background-jobs.js';
export { addCredits, ledgerSum, spendCredits, takeBackCredits } from './ledger/ledger.js';
export { signSandboxEvent } from './payments/sandbox.js';
export { regionName, regionsOf } from './regions/regions.js';
export {
  DEMO_PASSWORD,
  DEMO_SANDBOX_SECRET,
  type DemoLogin,
  type DemoOperator,
  demoLogins,
  demoOperator,
  demoOperators,
  seedDemo,
} from './seed/seed-demo.js';
export {
  createServer,
  type DatingServer,
  environmentOptions,
  LOG_LEVELS,
  type LogLevel,
  type ServerOptions,
} from './server.js';
