import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { expect, it } from 'vitest'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const isTestCode = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('tests/')

/** The files `npm run build` compiles into dist: tsconfig.build.json's include and exclude, as tsc reads them. */
function buildFiles(): string[] {
  const configPath = resolve(root, 'tsconfig.build.json')
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root, undefined, configPath)
  return parsed.fileNames.map((file) => relative(root, file))
}

const SPECIFIER = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g

it('npm run build compiles no test file and nothing under tests/', () => {
  const files = buildFiles()
  expect(files.length).toBeGreaterThan(100)
  expect(files.filter(isTestCode)).toEqual([])
})

it('no built file imports test code: tsc would compile what it imports into dist as well', () => {
  const imported = buildFiles().flatMap((file) =>
    [...readFileSync(resolve(root, file), 'utf8').matchAll(SPECIFIER)]
      .map((match) => relative(root, resolve(root, dirname(file), (match[1] ?? '').replace(/\.js$/, '.ts'))))
      .filter(isTestCode)
      .map((target) => `${file} -> ${target}`),
  )
  expect(imported).toEqual([])
})
