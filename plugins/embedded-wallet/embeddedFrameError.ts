import { BaseError } from 'walletdock/errors'

export type EmbeddedFrameFailure = 'iframe_load_failed' | 'iframe_request_timeout' | 'aborted' | 'frame_error'

/** A request to the secure frame that did not get its answer; `reason` names the spec's timeout callbacks. */
export class EmbeddedFrameError extends BaseError {
  override name = 'EmbeddedFrameError' as const
  readonly reason: EmbeddedFrameFailure
  constructor(
    shortMessage: string,
    { reason, code }: { reason: EmbeddedFrameFailure; code?: number | undefined },
  ) {
    super(shortMessage, { code })
    this.reason = reason
  }
}
