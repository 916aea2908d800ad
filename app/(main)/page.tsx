import { HomeScreen } from './home-screen';

export default function Page() {
  return <HomeScreen />;
}
