import { Button } from '@mantine/core';

export default function Page() {
  return <Button>Floor</Button>;
}
