import { useParams } from 'react-router-dom';
import { TripDetail } from '../../features/trip/components/TripDetail';

export function TripPage() {
  const { id } = useParams();
  return <TripDetail id={id} />;
}
