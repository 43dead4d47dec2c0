import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { configJsonSchemaText, SCHEMA_FILE } from '../../scripts/configJsonSchema.js'

it('the committed appkit.config.schema.json matches the zod config schema (run `npm run schema`)', () => {
  const committed = readFileSync(fileURLToPath(new URL(`../../${SCHEMA_FILE}`, import.meta.url)), 'utf8')
  expect(committed, `${SCHEMA_FILE} is stale: run \`npm run schema\` and commit the result`).toBe(
    configJsonSchemaText(),
  )
})
