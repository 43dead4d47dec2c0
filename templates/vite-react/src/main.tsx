import { createAppKit } from 'appkit'
import { AppKitProvider } from 'appkit/react'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App'
import config from './appkit.config'
import './styles.css'

const appKit = createAppKit(config)
const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')

createRoot(root).render(
  <StrictMode>
    <AppKitProvider appKit={appKit}>
      <App />
    </AppKitProvider>
  </StrictMode>,
)
