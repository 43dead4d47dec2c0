import { readdirSync, readFileSync } from 'node:fs'
import ts from 'typescript'
import { expect, it } from 'vitest'
import { getWalletsQuerySchema } from './walletService.js'

it('the wire schemas import nothing but zod/mini, each other and the pure rules of kernel/rules, so the kernel and services can use them', () => {
  const dir = new URL('./', import.meta.url)
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  const imports = files.flatMap((file) =>
    ts
      .preProcessFile(readFileSync(new URL(file, dir), 'utf8'), true, true)
      .importedFiles.map((entry) => entry.fileName),
  )
  expect(
    imports.filter(
      (specifier) => specifier !== 'zod/mini' && !/^\.(\.\/rules)?\/[A-Za-z]+\.js$/.test(specifier),
    ),
  ).toEqual([])
})

it('the /getWallets query coerces numbers, splits lists, trims search and applies the spec page size', () => {
  expect(
    getWalletsQuerySchema.parse({
      projectId: 'p',
      st: 'appkit',
      sv: '1',
      include: 'a, b,,c',
      search: '  meta ',
    }),
  ).toEqual({
    projectId: 'p',
    st: 'appkit',
    sv: '1',
    page: 1,
    entries: 40,
    include: ['a', 'b', 'c'],
    search: 'meta',
  })
  expect(getWalletsQuerySchema.safeParse({ projectId: 'p', st: 'appkit', sv: '1', page: '0' }).success).toBe(
    false,
  )
})
