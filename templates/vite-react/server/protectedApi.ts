import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import config from '../src/appkit.config'
import { protectedEndpoint } from './protectedEndpoint'

/** The path of the starter's protected endpoint. */
export const PROTECTED_PATH = '/api/me'

/**
 * Serves the protected endpoint (server/protectedEndpoint.ts) beside the app, in `vite` (dev) and `vite
 * preview`, against the services and project of src/appkit.config.ts. Your own backend does the same.
 */
export function protectedApi(): Plugin {
  const apiUrl = config.endpoints?.api
  if (!apiUrl)
    throw new Error('the protected endpoint asks the services: set `endpoints.api` in appkit.config.ts')
  const services = { apiUrl, projectId: config.projectId }
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const headers = new Headers()
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string') headers.set(name, value)
    const answer = await protectedEndpoint(new Request(`http://app${req.url ?? '/'}`, { headers }), services)
    res.statusCode = answer.status
    res.setHeader('content-type', 'application/json')
    res.end(await answer.text())
  }
  const mount = (server: { middlewares: { use(path: string, handler: typeof handle): unknown } }) =>
    void server.middlewares.use(PROTECTED_PATH, handle)
  return { name: 'appkit-protected-endpoint', configureServer: mount, configurePreviewServer: mount }
}
