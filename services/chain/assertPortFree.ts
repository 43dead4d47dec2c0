import { createServer } from 'node:net'

/** Resolves when nothing listens on host:port, else rejects saying which part wanted it and how to move it. */
export function assertPortFree(host: string, port: number, what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} (${what}) on ${host} is in use, maybe by another appkit dev or demo; stop it or pass --port-base`
            : `cannot listen on ${host}:${port} (${what}): ${error.message}`,
          { cause: error },
        ),
      )
    })
    server.listen(port, host, () => server.close(() => resolve()))
  })
}
