import { relative } from 'node:path'
import { parseConfig } from '../../kernel/config/parseConfig.js'
import type { AppKitConfig } from '../../kernel/config/schema.js'
import { InvalidConfigError } from '../../kernel/errors/config.js'
import type { Check } from './check.js'
import { findConfigFile, importDefault } from './loadConfigFile.js'

export type LoadedConfig = { file: string; raw: unknown; config: AppKitConfig | undefined; checks: Check[] }

/** Loads `appkit.config.ts` with jiti and validates it with the kernel's parseConfig; each problem is a check. */
export async function loadAppConfig(
  dir: string,
  path?: string,
): Promise<LoadedConfig | { file: undefined; checks: Check[] }> {
  const file = findConfigFile(dir, path)
  if (!file) {
    return {
      file: undefined,
      checks: [
        {
          id: 'config',
          status: 'error',
          title: 'config',
          message: path
            ? `${path} does not exist`
            : 'no appkit.config.ts found (looked in the folder and src/)',
          fix: 'run npx walletdock init, or pass --config <file>',
        },
      ],
    }
  }
  const name = relative(dir, file) || file
  let raw: unknown
  try {
    raw = await importDefault(file)
  } catch (error) {
    return {
      file,
      raw: undefined,
      config: undefined,
      checks: [
        {
          id: 'config',
          status: 'error',
          title: 'config',
          message: `${name} does not load: ${(error as Error).message.split('\n')[0]}`,
          fix: 'fix the error above; run doctor from the app folder so its imports resolve',
        },
      ],
    }
  }
  try {
    const config = parseConfig(raw)
    return {
      file,
      raw,
      config,
      checks: [{ id: 'config', status: 'ok', title: 'config', message: `${name} loads and is valid` }],
    }
  } catch (error) {
    if (!(error instanceof InvalidConfigError)) throw error
    return {
      file,
      raw,
      config: undefined,
      checks: error.issues.map((issue) => {
        const [what, ...how] = issue.message.split('. ')
        return {
          id: `config:${issue.field}`,
          status: 'error' as const,
          title: issue.field === 'projectId' ? 'project id' : `config ${issue.field}`,
          message: what ?? issue.message,
          fix: how.length ? `${how.join('. ')} in ${name}` : `see docs/config.md`,
        }
      }),
    }
  }
}
