/**
 * Page-level actions shared by the specs: what a person does on the screens, by role and label.
 */
import { expect, type Page } from '@playwright/test';
import type { Credentials } from './fixtures';

/** Fills the sign-in form and submits it. */
export async function signInThroughForm(page: Page, { email, password }: Credentials): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
}

/** The main application is up: its header with the hotel switcher is visible. */
export async function expectShell(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('banner').getByLabel('Отель')).toBeVisible();
}

/** The sign-in area is showing. */
export async function expectSignIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Войти' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
}

/** Logs out through the user menu of the header. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Меню пользователя' }).click();
  await page.getByRole('menuitem', { name: 'Выйти' }).click();
}

/** Collects the paths of every request the page makes to the backend. */
export function recordApiCalls(page: Page, apiUrl: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(apiUrl)) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
