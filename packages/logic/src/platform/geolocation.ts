/** A position on earth, in degrees. */
export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * The geolocation permission (spec section 3): `unsupported` without the API, `unknown` where
 * the browser does not tell, else the browser's own state.
 */
export type GeolocationPermission = 'unsupported' | 'unknown' | 'granted' | 'denied' | 'prompt';

/** Why no position came: the member said no, the device could not tell, or it took too long. */
export type GeolocationFailure = 'denied' | 'unavailable' | 'timeout';

/** A failed position request. */
export class GeolocationError extends Error {
  readonly reason: GeolocationFailure;
  constructor(reason: GeolocationFailure) {
    super(`Geolocation failed: ${reason}`);
    this.name = 'GeolocationError';
    this.reason = reason;
  }
}

/** The device's position, injected so that tests and stories need no browser. */
export interface GeolocationSource {
  permission(): Promise<GeolocationPermission>;
  /** The position, at most `maximumAgeMs` old; rejects with a {@link GeolocationError}. */
  currentPosition(options: { maximumAgeMs: number; timeoutMs: number }): Promise<Position>;
}

const FAILURES: Record<number, GeolocationFailure> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

/** The browser's geolocation (`navigator.geolocation` and the Permissions API). */
export function browserGeolocation(): GeolocationSource {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  return {
    async permission() {
      if (!geolocation) return 'unsupported';
      try {
        const status = await navigator.permissions.query({ name: 'geolocation' });
        return status.state;
      } catch {
        return 'unknown';
      }
    },
    currentPosition({ maximumAgeMs, timeoutMs }) {
      return new Promise((resolve, reject) => {
        if (!geolocation) {
          reject(new GeolocationError('unavailable'));
          return;
        }
        geolocation.getCurrentPosition(
          ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
          (error) => reject(new GeolocationError(FAILURES[error.code] ?? 'unavailable')),
          { maximumAge: maximumAgeMs, timeout: timeoutMs, enableHighAccuracy: false },
        );
      });
    },
  };
}
