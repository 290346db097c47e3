import { ApiFailure } from '../http/api-failure.js';

/**
 * One photo upload at a time per uploader, in this process: decoding a photo takes memory and CPU
 * by the pixel, so a member's uploads (profile and chat photos alike), or an operator's (a
 * persona's photos), run one after the other. A
 * second one while the first runs is refused at once, before its file is read, with 409
 * `request_in_progress` and Retry-After, which clients send again a moment later.
 */
/** Who uploads: a member by id, or an operator of the back office. */
type Uploader = number | `operator:${number}`;

export interface UploadSlots {
  /** Runs `upload` for the uploader, or refuses it while another of theirs runs. */
  run<Result>(uploader: Uploader, upload: () => Promise<Result>): Promise<Result>;
}

/** Creates the process's {@link UploadSlots}. */
export function createUploadSlots(): UploadSlots {
  const busy = new Set<Uploader>();
  return {
    async run(uploader, upload) {
      if (busy.has(uploader)) {
        throw new ApiFailure(
          409,
          'request_in_progress',
          'Another upload of yours is under way',
          {},
          { retryAfterSeconds: 1 },
        );
      }
      busy.add(uploader);
      try {
        return await upload();
      } finally {
        busy.delete(uploader);
      }
    },
  };
}
