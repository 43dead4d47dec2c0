import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { protectedApi } from './server/protectedApi' // appkit-template:siwx

export default defineConfig({
  plugins: [
    react(),
    protectedApi(), // appkit-template:siwx
  ],
})
