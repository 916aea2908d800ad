/**
 * Django's default AUTH_PASSWORD_VALIDATORS, with their English messages: minimum length 8, not entirely numeric,
 * not a common password, not too similar to the user's e-mail or name. djoser runs them on reset confirm and
 * set_password and answers `{"newPassword": [...]}`.
 */

const MIN_LENGTH = 8;

// A short excerpt of Django's common-passwords list: enough to make the rule real, small enough to ship inline.
const COMMON = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwerty123',
  'qwertyuiop',
  'iloveyou',
  'sunshine',
  'princess',
  'football',
  'baseball',
  'welcome',
  'welcome1',
  'admin123',
  'letmein',
  'trustno1',
  'abc12345',
  'passw0rd',
  'superman',
  'michael',
  'shadow',
  'master',
  'monkey',
  'dragon',
  'qwerty',
  'starwars',
  '11111111',
  '00000000',
  'asdfghjkl',
  'zaq12wsx',
  '1q2w3e4r',
  '1qaz2wsx',
  'q1w2e3r4',
  'qazwsxedc',
  'whatever',
  'computer',
]);

export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

function tooSimilar(password: string, owner: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  const attributes = [owner.email, owner.email.split('@')[0] ?? '', owner.firstName, owner.lastName];
  return attributes
    .flatMap((value) => [value, ...value.split(/\W+/)])
    .map((value) => value.toLowerCase())
    .filter((value) => value.length >= 4)
    .some((value) => lower === value || (value.length >= lower.length / 2 && lower.includes(value)));
}

/** The validators' messages for a candidate password, empty when it is acceptable. */
export function passwordProblems(password: string, owner?: PasswordOwner): string[] {
  const problems: string[] = [];
  if (owner && tooSimilar(password, owner)) problems.push('The password is too similar to the email.');
  if (password.length < MIN_LENGTH) {
    problems.push(`This password is too short. It must contain at least ${MIN_LENGTH} characters.`);
  }
  if (COMMON.has(password.toLowerCase().trim())) problems.push('This password is too common.');
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  return problems;
}
