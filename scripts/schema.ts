import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { configJsonSchemaText, SCHEMA_FILE } from './configJsonSchema.js'

const target = fileURLToPath(new URL(`../${SCHEMA_FILE}`, import.meta.url))
writeFileSync(target, configJsonSchemaText())
console.info(`wrote ${SCHEMA_FILE}`)
