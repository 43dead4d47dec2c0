import { AppKitButton } from 'appkit/react'

export function App() {
  return (
    <main className="page">
      <h1>appkit starter</h1>
      <p>Connect a wallet to see your account and network here.</p>
      <AppKitButton className="connect" />
    </main>
  )
}
