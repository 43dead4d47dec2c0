import * as z from 'zod/mini'
import type { SiwxFormat, SiwxOptions } from './types.js'

const formatSchema = z.custom<SiwxFormat>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SiwxFormat).namespace === 'string' &&
    typeof (value as SiwxFormat).load === 'function',
  { message: 'each format is a { namespace, load } object, like eip155Format' },
)

/** The options of siwx() and of the config's `siwx` / `siweConfig`. */
export const optionsSchema = z.object({
  required: z.optional(z.boolean({ error: 'required must be true or false' })),
  sessions: z.optional(z.enum(['client', 'services'], { error: "sessions must be 'client' or 'services'" })),
  statement: z.optional(
    z.string({ error: 'statement must be text' }).check(
      z.maxLength(1024),
      z.refine((text) => !text.includes('\n'), 'statement must be one line (EIP-4361)'),
    ),
  ),
  resources: z.optional(z.array(z.url({ error: 'each resource must be a URI' })).check(z.maxLength(32))),
  expiration: z.optional(z.int({ error: 'expiration is whole seconds' }).check(z.positive())),
  signOutOnDisconnect: z.optional(z.boolean({ error: 'signOutOnDisconnect must be true or false' })),
  formats: z.optional(z.readonly(z.array(formatSchema))),
})

export type ResolvedSiwxOptions = {
  required: boolean
  sessions: 'client' | 'services'
  statement: string | undefined
  resources: string[] | undefined
  expiration: number | undefined
  signOutOnDisconnect: boolean
  formats: ReadonlyMap<string, SiwxFormat>
}

/**
 * The plugin's options, over which the config's `siwx` (AppKit's option) wins; AppKit's legacy
 * `siweConfig` is EIP-4361 only, so with it only eip155 signs in.
 */
export function resolveOptions(
  own: SiwxOptions,
  config: { siwx?: object | undefined; siweConfig?: object | undefined },
  defaults: readonly SiwxFormat[],
): ResolvedSiwxOptions {
  const fromConfig = z.parse(optionsSchema, config.siwx ?? config.siweConfig ?? {}) as SiwxOptions
  const merged = { ...z.parse(optionsSchema, own), ...fromConfig } as SiwxOptions
  let formats = merged.formats ?? defaults
  if (config.siweConfig !== undefined) formats = formats.filter((format) => format.namespace === 'eip155')
  return {
    required: merged.required ?? false,
    sessions: merged.sessions ?? 'client',
    statement: merged.statement,
    resources: merged.resources,
    expiration: merged.expiration,
    signOutOnDisconnect: merged.signOutOnDisconnect ?? true,
    formats: new Map(formats.map((format) => [format.namespace, format])),
  }
}
