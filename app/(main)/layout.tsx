import type { ReactNode } from 'react';
import { MainApp } from './main-app';

export default function MainLayout({ children }: { children: ReactNode }) {
  return <MainApp>{children}</MainApp>;
}
