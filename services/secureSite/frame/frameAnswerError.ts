/** An answer the frame sends as the event's error: the message shown as it is, and a provider code when there is one. */
export class FrameAnswerError extends Error {
  override name = 'FrameAnswerError'
  readonly code: number | undefined
  constructor(message: string, code?: number) {
    super(message)
    this.code = code
  }
}
