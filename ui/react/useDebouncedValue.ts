import { useEffect, useState } from 'react'

/** The value once it has stayed the same for `ms`; clearing it to empty takes effect at once. */
export function useDebouncedValue<value>(value: value, ms: number): value {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (value === '' || value === settled) {
      setSettled(value)
      return
    }
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms, settled])
  return settled
}
