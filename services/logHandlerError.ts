/** Logs an exception a request or socket handler caught, in one line: the process keeps serving everyone else. */
export function logHandlerError(where: string, error: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  console.error(`${where}: ${message.split('\n')[0]} (answered that request only; still serving)`)
}
