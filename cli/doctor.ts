import { relative, resolve } from 'node:path'
import type { Command } from 'commander'
import { formatChecklist } from './diagnose/check.js'
import { diagnose } from './diagnose/diagnose.js'
import type { CommandOutput } from './init.js'

export type DoctorOptions = { config?: string; apiUrl?: string; origin?: string[]; json?: boolean }

/** `appkit doctor`; returns the exit code: 1 when any check is an error. */
export async function runDoctor(
  dir: string,
  options: DoctorOptions,
  output: CommandOutput = { out: (line) => console.info(line), err: (line) => console.error(line) },
): Promise<number> {
  const result = await diagnose({
    dir: resolve(dir),
    configPath: options.config,
    apiUrl: options.apiUrl,
    origins: options.origin,
  })
  const errors = result.checks.filter((check) => check.status === 'error').length
  if (options.json) {
    output.out(
      JSON.stringify(
        { ok: errors === 0, configFile: result.configFile, apiUrl: result.apiUrl, checks: result.checks },
        null,
        2,
      ),
    )
  } else {
    const file = result.configFile ? relative(resolve(dir), result.configFile) : 'appkit.config.ts'
    output.out(
      formatChecklist(
        `appkit doctor: ${file}${result.apiUrl ? ` against ${result.apiUrl}` : ''}`,
        result.checks,
      ),
    )
  }
  return errors ? 1 : 0
}

/** Registers `appkit doctor`. */
export function registerDoctorCommand(program: Command): Command {
  return program
    .command('doctor')
    .description(
      'Check appkit.config.ts, the project id, allowed origins, dashboard features and network RPCs; exit 1 on errors',
    )
    .option('--config <file>', 'config file (default: appkit.config.ts or src/appkit.config.ts)')
    .option('--api-url <url>', 'services API (default: endpoints.api of the config)')
    .option('--origin <origin...>', 'production origins to check besides the dev server')
    .option('--json', 'print the checks as JSON')
    .action(async (options: DoctorOptions) => {
      process.exitCode = await runDoctor('.', options)
    })
}
