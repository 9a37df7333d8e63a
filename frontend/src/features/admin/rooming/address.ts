/** The address of a departure's rooming list (its screen loads on demand; this does not). */
export function roomingAddress(departureId: string): string {
  return `/admin/partenze/${departureId}/camere`;
}
