import { RELAY_PROJECT_CACHE_MAX_ENTRIES, RELAY_PROJECT_CACHE_MS } from '../constants.js'

/** What the relay needs of a project: the origins a browser may connect from. */
export type RelayProject = { origins: readonly string[] }

export type ProjectLookupCache = {
  /** The project, or undefined when the services do not know it; answers are trusted for a while. */
  get(projectId: string): Promise<RelayProject | undefined>
  /** Drops answers older than the cache time. */
  prune(): void
  readonly size: number
}

/** Caches the services' project lookups, bounded in entries (the oldest go first) and pruned by age. */
export function createProjectLookupCache(options: {
  lookup: (projectId: string) => Promise<RelayProject | undefined>
  ttlMs?: number
  maxEntries?: number
  now?: () => number
}): ProjectLookupCache {
  const ttlMs = options.ttlMs ?? RELAY_PROJECT_CACHE_MS
  const maxEntries = options.maxEntries ?? RELAY_PROJECT_CACHE_MAX_ENTRIES
  const now = options.now ?? Date.now
  const entries = new Map<string, { project: RelayProject | undefined; at: number }>()
  const prune = () => {
    const time = now()
    for (const [projectId, entry] of entries) if (time - entry.at >= ttlMs) entries.delete(projectId)
  }
  return {
    async get(projectId) {
      const cached = entries.get(projectId)
      if (cached && now() - cached.at < ttlMs) return cached.project
      const project = await options.lookup(projectId)
      entries.delete(projectId)
      entries.set(projectId, { project, at: now() })
      if (entries.size > maxEntries) prune()
      // A Map iterates in insertion order: the first key is the answer kept longest.
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
      return project
    },
    prune,
    get size() {
      return entries.size
    },
  }
}
