import * as v from 'valibot';
import * as ru from '@/lib/i18n/ru';
import { type NewStaffPayload, STAFF_ROLES, type StaffAccount, type StaffPatch, type StaffRole } from '../api';

/**
 * The staff form's rules, the one source of its validation (ARCHITECTURE rule 7), mirroring the server's
 * (docs/CONTRACTS.md, «Staff accounts»): Django's user model limits (e-mail 254, names 150, phone 32) and the
 * password validators the backend runs that can be checked without the server (length, not only digits; «too
 * common» and «too similar» stay the server's, shown on the field). SPEC §5's password texts where they fit.
 */

const text = ru.staff.form.validation;

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 150;
export const PHONE_MAX_LENGTH = 32;
const PASSWORD_MIN_LENGTH = 8;

/** The hotel form's phone rule: digits, spaces, brackets and dashes, an optional leading «+», at least 5 digits. */
const PHONE = /^\+?[\d\s()-]+$/;

const nameField = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(text.required),
  v.maxLength(NAME_MAX_LENGTH, text.maxLength(NAME_MAX_LENGTH)),
);

const phoneField = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(PHONE_MAX_LENGTH, text.maxLength(PHONE_MAX_LENGTH)),
  v.check((value) => value === '' || (PHONE.test(value) && value.replace(/\D/g, '').length >= 5), text.phone),
);

/** Fields an existing account's form edits (e-mail is the login and stays; the password is the person's own). */
const accountFields = {
  firstName: nameField,
  lastName: nameField,
  phone: phoneField,
  positions: v.array(v.number()),
};

const roleField = v.picklist(STAFF_ROLES, text.required);

// An account whose role the backend does not send keeps it unknown (null) unless the administrator picks one.
const editObject = v.object({ ...accountFields, role: v.nullable(roleField) });

/** The edit form's values as the fields hold them. */
export type StaffEditInput = v.InferInput<typeof editObject>;
/** The edit form's values, trimmed and checked. */
export type StaffEditValues = v.InferOutput<typeof editObject>;

/** The edit form: an existing account's names, phone, role and positions. */
export const staffEditSchema = editObject;

const newObject = v.object({
  // One message at a time: an empty field is «required», not also «not an e-mail».
  email: v.config(
    v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty(text.required),
      v.maxLength(EMAIL_MAX_LENGTH, text.maxLength(EMAIL_MAX_LENGTH)),
      v.email(text.email),
    ),
    { abortPipeEarly: true },
  ),
  ...accountFields,
  role: roleField,
  // Not trimmed: spaces are part of a password.
  password: v.config(
    v.pipe(
      v.string(),
      v.nonEmpty(ru.validation.passwordRequired),
      v.minLength(PASSWORD_MIN_LENGTH, text.passwordShort(PASSWORD_MIN_LENGTH)),
      v.check((value) => !/^\d+$/.test(value), text.passwordNumeric),
    ),
    { abortPipeEarly: true },
  ),
  repeat: v.pipe(v.string(), v.nonEmpty(ru.validation.repeatRequired)),
});

/** The add form's values as the fields hold them. */
export type StaffNewInput = v.InferInput<typeof newObject>;

/** What the one form of both holds: the add form's fields, the role possibly unknown (an edited account's). */
export type StaffFormInput = Omit<StaffNewInput, 'role'> & { role: StaffRole | null };

/** The add form: everything of the edit form plus the e-mail (the login) and the first password, repeated. */
export const staffNewSchema = v.pipe(
  newObject,
  // Runs only once both fields pass their own rules, so an empty field shows «required», not «mismatch».
  v.forward(
    v.partialCheck(
      [['password'], ['repeat']],
      (input) => input.password === input.repeat,
      ru.validation.passwordsMismatch,
    ),
    ['repeat'],
  ),
  v.transform(
    ({ repeat: _repeat, ...payload }): NewStaffPayload => ({ ...payload, positions: [...new Set(payload.positions)] }),
  ),
);

/** An empty add form: a manager without positions is the usual new colleague. */
export const EMPTY_NEW_STAFF: StaffNewInput = {
  email: '',
  firstName: '',
  lastName: '',
  phone: '',
  role: 'manager' satisfies StaffRole,
  positions: [],
  password: '',
  repeat: '',
};

/** The edit form of an account. */
export function toEditValues(account: StaffAccount): StaffEditInput {
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    phone: account.phone,
    role: account.role,
    positions: account.positions.map((position) => position.id),
  };
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

/**
 * The PATCH of an edit: only what differs from the account as the form opened it (positions as a set), so two
 * administrators changing different fields do not overwrite each other. Empty when nothing changed.
 */
export function changedFields(account: StaffAccount, values: StaffEditValues): StaffPatch {
  const patch: StaffPatch = {};
  if (values.firstName !== account.firstName) patch.firstName = values.firstName;
  if (values.lastName !== account.lastName) patch.lastName = values.lastName;
  if (values.phone !== account.phone) patch.phone = values.phone;
  if (values.role !== null && values.role !== account.role) patch.role = values.role;
  const before = account.positions.map((position) => position.id);
  if (!sameSet(values.positions, before)) patch.positions = [...new Set(values.positions)];
  return patch;
}

/**
 * The form field a server error key lands on (DRF answers camelCase; snake_case is accepted too, as the backend
 * reads both). Keys not listed here (`nonFieldErrors`, `detail`) show above the buttons.
 */
export const SERVER_FIELDS = {
  email: 'email',
  firstName: 'firstName',
  first_name: 'firstName',
  lastName: 'lastName',
  last_name: 'lastName',
  phone: 'phone',
  role: 'role',
  positions: 'positions',
  password: 'password',
} as const satisfies Record<string, keyof StaffNewInput>;
