import type * as Services from 'walletdock-services'
import { SERVICES_PACKAGE_NAME } from './scaffold/packageRoot.js'
import { CLI_VERSION } from './version.js'

export type ServicesModule = typeof Services

/** `appkit dev` or `appkit admin` without the services package installed: the message says what to install. */
export class ServicesMissingError extends Error {
  override name = 'ServicesMissingError'
  constructor(command: string, packageName: string) {
    super(
      `the self-hosted services are a separate package, ${packageName}: install it with "npm install -D ${packageName}@${CLI_VERSION}" (appkit init adds it), then run ${command} again`,
    )
  }
}

/** True when `error` says that `packageName` itself (not one of its own imports) cannot be found. */
function isMissing(error: unknown, packageName: string): boolean {
  if (!(error instanceof Error)) return false
  const code = (error as { code?: unknown }).code
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return false
  return new RegExp(`(package|module) '${packageName}'`).test(error.message)
}

/**
 * Loads the services package from where walletdock is installed (the app's node_modules, or the repo's
 * workspace link); when it is not installed, throws ServicesMissingError naming the package to install.
 */
export async function loadServices(
  command: string,
  packageName = SERVICES_PACKAGE_NAME,
): Promise<ServicesModule> {
  try {
    return (await import(packageName)) as ServicesModule
  } catch (error) {
    if (isMissing(error, packageName)) throw new ServicesMissingError(command, packageName)
    throw error
  }
}
