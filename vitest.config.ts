import { defineConfig } from 'vitest/config'
import { sourceAliases } from './scripts/sourceAliases.js'

const checks = ['tests/checks/layering*.test.ts', 'tests/checks/schema*.test.ts']

export default defineConfig({
  // The package's own names (walletdock/plugin, ...) resolve to their sources, as plugins import them.
  resolve: { conditions: ['source'], alias: sourceAliases() },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{kernel,ui,plugins,cli,services,scripts,tests,bench}/**/*.test.{ts,tsx}'],
          exclude: [...checks, 'tests/e2e/**', '**/*.redis.test.ts', '**/node_modules/**'],
        },
      },
      { extends: true, test: { name: 'layering', include: ['tests/checks/layering*.test.ts'] } },
      { extends: true, test: { name: 'schema', include: ['tests/checks/schema*.test.ts'] } },
      // Needs a Redis server: .ci/redis-tests starts one.
      {
        extends: true,
        test: { name: 'redis', include: ['**/*.redis.test.ts'], exclude: ['**/node_modules/**'] },
      },
    ],
  },
})
