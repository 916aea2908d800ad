import { HomePage } from '@/features/home/HomePage';
import { homeAreas } from './nav';

export default function Page() {
  return <HomePage areas={homeAreas} />;
}
