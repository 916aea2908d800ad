'use client';

import { useState } from 'react';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { LoginForm } from './components/LoginForm';
import type { LoginValues } from './schemas';

/**
 * The sign-in screen. It replaces the page of any main-application path while nobody is signed in, so the
 * address stays and the page asked for appears right after sign-in. What was typed into the sign-in form is
 * kept across a visit to «Забыли пароль?», the password included.
 */
export function LoginPage() {
  const [draft, setDraft] = useState<LoginValues>({ email: '', password: '' });
  const [forgotten, setForgotten] = useState(false);
  if (forgotten) return <ForgotPasswordForm initialEmail={draft.email} onBack={() => setForgotten(false)} />;
  return (
    <LoginForm
      initialValues={draft}
      onForgotPassword={(values) => {
        setDraft(values);
        setForgotten(true);
      }}
    />
  );
}
