/** The page's query: the stack the spec points it at (projectId, api, secure site, rpcUrl, …). */
export const params = new URLSearchParams(location.search)

/** The projectId and endpoints of the stack in the query, as every embedded host page configures them. */
export const stackFromQuery = () => ({
  projectId: params.get('projectId') ?? '',
  endpoints: { api: params.get('api') ?? undefined, secureSite: params.get('site') ?? undefined },
})
