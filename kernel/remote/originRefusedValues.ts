/**
 * What 'Origin Not Allowed' names when the services API refuses the page: the origin to add and the
 * project to add it to (its command: `appkit admin add-origin <projectId> <origin>`).
 */
export function originRefusedValues(
  projectId: string,
  origin: string | undefined = typeof location === 'undefined' ? undefined : location.origin,
): { origin: string; projectId: string } {
  return { origin: origin ?? 'this page', projectId: projectId.trim() }
}
