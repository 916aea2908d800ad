import type { ReactNode } from 'react';
import { AuthArea } from '@/lib/ui/AuthArea';

/** The authentication area: no session is loaded on these pages (SPEC §2). */
export default function AuthLayout({ children }: { children: ReactNode }) {
  return <AuthArea>{children}</AuthArea>;
}
