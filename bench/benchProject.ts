// Constants only, importing nothing: the bench apps' configs (built by Vite) and the bench's Node side read them.
/** The project the bench apps name, and the bench's services API knows (bench/benchApi.ts). */
export const BENCH_PROJECT_ID = 'bench-project'
/** Where the every-plugin app's services API listens. */
export const BENCH_API_URL = 'http://127.0.0.1:4000'
