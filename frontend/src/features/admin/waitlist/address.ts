/** The address of a departure's waiting list (its screen loads on demand; this does not). */
export function waitlistAddress(departureId: string): string {
  return `/admin/partenze/${departureId}/lista-attesa`;
}
