/** The parts of a key event (React's or the DOM's) the list reads. */
type ListKeyEvent = {
  key: string
  currentTarget: EventTarget | null
  target: EventTarget | null
  preventDefault(): void
}

/** Arrow keys, Home and End move focus between the buttons of a list. */
export function moveFocusInList(event: ListKeyEvent): void {
  if (!(event.currentTarget instanceof HTMLElement)) return
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End']
  if (!keys.includes(event.key)) return
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)')]
  if (items.length === 0) return
  const current = items.indexOf(event.target as HTMLElement)
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? items.length - 1
        : Math.min(items.length - 1, Math.max(0, current + (event.key === 'ArrowDown' ? 1 : -1)))
  event.preventDefault()
  items[next]?.focus()
}
