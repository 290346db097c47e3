/** SQLSTATE classes and codes of a connection that broke or cannot be made now. */
const CONNECTION_EXCEPTION_CLASS = '08';
const SHUTDOWN_STATES = new Set([
  // admin_shutdown (pg_terminate_backend, a restart), crash_shutdown, cannot_connect_now.
  '57P01',
  '57P02',
  '57P03',
]);
/** Node's codes of a socket that was refused, reset or timed out. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** What the pg driver and its pool say when a connection ended under them. */
const DRIVER_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed|Connection ended unexpectedly/i;

/**
 * Whether an error means the database connection was lost or could not be made (PostgreSQL
 * restarted or failed over, `pg_terminate_backend`, a proxy's idle timeout): the request may
 * succeed when sent again, so it is answered 503 with Retry-After instead of 500.
 */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.startsWith(CONNECTION_EXCEPTION_CLASS) && code.length === 5) return true;
    if (SHUTDOWN_STATES.has(code) || NETWORK_CODES.has(code)) return true;
  }
  return DRIVER_MESSAGES.test(error.message);
}
