import { ApiFailure } from '../http/api-failure.js';

/**
 * One photo upload at a time per member, in this process: decoding a photo takes memory and CPU
 * by the pixel, so a member's uploads (profile and chat photos alike) run one after the other. A
 * second one while the first runs is refused at once, before its file is read, with 409
 * `request_in_progress` and Retry-After, which clients send again a moment later.
 */
export interface UploadSlots {
  /** Runs `upload` for the member, or refuses it while another of theirs runs. */
  run<Result>(memberId: number, upload: () => Promise<Result>): Promise<Result>;
}

/** Creates the process's {@link UploadSlots}. */
export function createUploadSlots(): UploadSlots {
  const busy = new Set<number>();
  return {
    async run(memberId, upload) {
      if (busy.has(memberId)) {
        throw new ApiFailure(
          409,
          'request_in_progress',
          'Another upload of yours is under way',
          {},
          { retryAfterSeconds: 1 },
        );
      }
      busy.add(memberId);
      try {
        return await upload();
      } finally {
        busy.delete(memberId);
      }
    },
  };
}
