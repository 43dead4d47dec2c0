import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/**
 * Serves a built app on loopback as a static host does: each file gzip-compressed (level 9, made once)
 * when the browser accepts it, sent whole with its Content-Length; unknown paths get index.html. On
 * the emulated slow network the compressed bytes are what crosses the link.
 */
export function serveGzip(root: string, port: number): Promise<Server> {
  const files = new Map<string, { raw: Buffer; gzip: Buffer }>()
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname))
    let file = join(root, path)
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html')
    let body = files.get(file)
    if (!body) {
      const raw = readFileSync(file)
      body = { raw, gzip: gzipSync(raw, { level: 9 }) }
      files.set(file, body)
    }
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
    const sent = gzip ? body.gzip : body.raw
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': sent.length,
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    })
    response.end(sent)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
