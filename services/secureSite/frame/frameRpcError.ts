/** An RPC refusal the frame answers as an error event with a provider code. */
export class FrameRpcError extends Error {
  override name = 'FrameRpcError'
  readonly code: number
  constructor(message: string, code: number) {
    super(message)
    this.code = code
  }
}
