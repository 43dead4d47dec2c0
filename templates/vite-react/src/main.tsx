import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { AppKitProvider } from 'walletdock/react'
import { App } from './App'
import { appKit } from './appKit'
import './styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html needs an element with id "root"')

createRoot(root).render(
  <StrictMode>
    <AppKitProvider appKit={appKit}>
      <App />
    </AppKitProvider>
  </StrictMode>,
)
