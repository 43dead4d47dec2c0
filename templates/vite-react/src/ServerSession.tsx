import { useEffect, useState } from 'react'
import { type SiwxPlugin, useSiwxToken } from 'walletdock/plugins/siwx'
import { useAppKitAccount } from 'walletdock/react'

/** Asks the app's own server who is signed in (server/protectedEndpoint.ts checks the session with the services). */
export default function ServerSession({ auth }: { auth: SiwxPlugin }) {
  const token = useSiwxToken(auth)
  const { address } = useAppKitAccount()
  const [answer, setAnswer] = useState('')
  useEffect(() => {
    // Signed in: the session token and its address go with each request to your backend.
    const headers: Record<string, string> =
      token && address ? { authorization: `Bearer ${token}`, 'x-siwx-address': address } : {}
    let current = true
    fetch('/api/me', { headers }).then(
      async (response) => {
        const body = (await response.json()) as { address?: string; error?: string }
        if (current)
          setAnswer(response.ok ? `signed in as ${body.address}` : `${response.status}: ${body.error}`)
      },
      (error: Error) => current && setAnswer(`unreachable: ${error.message}`),
    )
    return () => {
      current = false
    }
  }, [token, address])
  return (
    <p className="server">
      Your server (/api/me): <output aria-label="Server session">{answer}</output>
    </p>
  )
}
