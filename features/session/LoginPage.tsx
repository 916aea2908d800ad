'use client';

import { useState } from 'react';
import { ForgotPasswordForm } from './components/ForgotPasswordForm';
import { LoginForm } from './components/LoginForm';

/**
 * The sign-in screen. It replaces the page of any main-application path while nobody is signed in, so the
 * address stays and the page asked for appears right after sign-in.
 */
export function LoginPage() {
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  if (forgotEmail !== null) return <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />;
  return <LoginForm onForgotPassword={setForgotEmail} />;
}
