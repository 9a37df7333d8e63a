export function TravelListPage() {
  return null;
}
