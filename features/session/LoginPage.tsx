'use client';

import { useState } from 'react';
import type { Session, SessionEnd } from '@/lib/session';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { LoginForm } from './components/LoginForm';
import type { LoginValues } from './schemas';

/**
 * The sign-in screen. It replaces the page of any main-application path while nobody is signed in, so the
 * address stays and the page asked for appears right after sign-in. What was typed into the sign-in form is
 * kept across a visit to «Забыли пароль?», the password included. `login` and `ended` come from the session (the
 * gate passes the stored session's; the signed-in app's provider is not loaded yet on the sign-in page).
 */
export function LoginPage({ login, ended }: { login: Session['login']; ended: SessionEnd | null }) {
  const [draft, setDraft] = useState<LoginValues>({ email: '', password: '' });
  const [forgotten, setForgotten] = useState(false);
  if (forgotten) return <ForgotPasswordForm initialEmail={draft.email} onBack={() => setForgotten(false)} />;
  return (
    <LoginForm
      initialValues={draft}
      login={login}
      ended={ended}
      onForgotPassword={(values) => {
        setDraft(values);
        setForgotten(true);
      }}
    />
  );
}
