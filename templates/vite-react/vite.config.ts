import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { protectedApi } from './server/protectedApi' // appkit-template:siwx

export default defineConfig({
  plugins: [
    react(),
    protectedApi(), // appkit-template:siwx
  ],
  build: {
    rolldownOptions: {
      output: {
        // The modules the page runs at start in one file (rolldown's $initial tag), their lazy imports left
        // apart: on a slow phone network each extra file of the first wave costs time before the button works.
        codeSplitting: {
          groups: [{ name: 'start', tags: ['$initial'], includeDependenciesRecursively: false }],
        },
      },
    },
  },
})
