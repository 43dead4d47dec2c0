import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/**
 * Serves a built folder on loopback; unknown paths fall back to index.html like a SPA host. Each file is
 * read once and sent whole with its Content-Length, as a static host does (a streamed, chunked reply
 * sometimes took 100 ms on loopback, which the benchmark would have counted as the modal's).
 */
export function serveStatic(
  root: string,
  port: number,
  headers: Record<string, string> = {},
): Promise<Server> {
  const files = new Map<string, Buffer>()
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    let file = join(root, path)
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html')
    let body = files.get(file)
    if (!body) {
      body = readFileSync(file)
      files.set(file, body)
    }
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      ...headers,
    })
    response.end(body)
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)))
}
