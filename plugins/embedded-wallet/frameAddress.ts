import { FRAME_DEFAULT_VERSION } from './protocol/frameFields.js'

/** The frame's address: the secure site's /frame with projectId, chainId, version, enableLogger and rpcUrl (spec 2). */
export function frameAddress(parameters: {
  secureSite: string
  projectId: string
  chainId: string | number | undefined
  rpcUrl: string | undefined
  enableLogger: boolean
}): URL {
  const url = new URL('/frame', parameters.secureSite)
  url.searchParams.set('projectId', parameters.projectId)
  if (parameters.chainId !== undefined) url.searchParams.set('chainId', String(parameters.chainId))
  url.searchParams.set('version', String(FRAME_DEFAULT_VERSION))
  url.searchParams.set('enableLogger', String(parameters.enableLogger))
  if (parameters.rpcUrl) url.searchParams.set('rpcUrl', parameters.rpcUrl)
  return url
}
