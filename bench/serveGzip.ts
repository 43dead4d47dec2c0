import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
}

/** What serveGzip returns: close() stops it. */
export type BenchServer = { close(): void }

/**
 * Which protocol the bench's host speaks: `http1` (plain HTTP/1.1, so Chromium opens at most 6
 * connections per origin) or `h2` (HTTP/2 over TLS with a self-signed certificate, one connection
 * carrying every request at once, as production static hosts and CDNs serve).
 */
export type BenchProtocol = 'http1' | 'h2'

/** The URL of a page served on this port with this protocol. */
export const benchUrl = (port: number, protocol: BenchProtocol = 'http1') =>
  `${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port}/`

/** A self-signed certificate for 127.0.0.1, made once with openssl under bench/dist (the browser is told to accept it). */
function localCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fileURLToPath(new URL('./dist/tls', import.meta.url))
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  if (!existsSync(key) || !existsSync(cert)) {
    mkdirSync(dir, { recursive: true })
    try {
      execFileSync('openssl', [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ])
    } catch (error) {
      throw new Error('bench: the HTTP/2 host needs a certificate, made with openssl; is it installed?', {
        cause: error,
      })
    }
  }
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

/**
 * Serves a built app on loopback as a static host does: each file gzip-compressed (level 9, made once)
 * when the browser accepts it, sent whole with its Content-Length; unknown paths get index.html. On
 * the emulated slow network the compressed bytes are what crosses the link.
 */
export function serveGzip(
  root: string,
  port: number,
  protocol: BenchProtocol = 'http1',
): Promise<BenchServer> {
  const files = new Map<string, { raw: Buffer; gzip: Buffer }>()
  const handle = (
    request: IncomingMessage | Http2ServerRequest,
    response: ServerResponse | Http2ServerResponse,
  ) => {
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
  }
  const server =
    protocol === 'h2'
      ? createSecureServer({ ...localCertificate(), allowHTTP1: true }, handle)
      : createServer(handle)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve(server))
  })
}
