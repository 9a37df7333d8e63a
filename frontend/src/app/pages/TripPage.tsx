export function TripPage() {
  return null;
}
