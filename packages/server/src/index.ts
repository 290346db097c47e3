export { authenticate, LOCKOUT_FAILURES, LOCKOUT_MS } from './accounts/login.js';
export { hashPassword, verifyPassword } from './accounts/passwords.js';
export { SESSION_COOKIE, SESSION_DAYS } from './accounts/sessions.js';
export { createBrandLookup, type LoadedBrands, loadBrands } from './brands/load-brands.js';
export { type ServerClock, systemClock } from './clock.js';
export { migrateToLatest, migrations } from './db/migrate.js';
export { createPGlite, openDatabase } from './db/open-database.js';
export { PGliteDialect } from './db/pglite-dialect.js';
export type { Database } from './db/schema.js';
export { regionName, regionsOf } from './regions/regions.js';
export { DEMO_PASSWORD, type DemoLogin, demoLogins, seedDemo } from './seed/seed-demo.js';
export {
  createServer,
  type DatingServer,
  environmentOptions,
  type ServerOptions,
} from './server.js';
