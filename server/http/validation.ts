/**
 * A small stand-in for DRF serializers: reads fields from a (camelized) request body, collects DRF's English
 * messages per field, and throws one 400 with all of them, as a serializer's `is_valid(raise_exception=True)`.
 */
import { validationError } from './errors';

/** DRF's standard field messages, verbatim. */
export const messages = {
  required: 'This field is required.',
  blank: 'This field may not be blank.',
  null: 'This field may not be null.',
  invalidString: 'Not a valid string.',
  invalidEmail: 'Enter a valid email address.',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  notADict: (type: string) => `Invalid data. Expected a dictionary, but got ${type}.`,
} as const;

interface StringRule {
  /** Default true, as DRF fields are required unless declared otherwise. */
  required?: boolean;
  allowBlank?: boolean;
  maxLength?: number;
  /** DRF's CharField trims whitespace by default (passwords included). */
  trim?: boolean;
  email?: boolean;
}

/** Django's EmailValidator, simplified: a local part, an @, a dotted domain (or localhost). */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$|^[^\s@]+@localhost$/i;

/** Reads and validates the fields of one request body; call {@link Fields.done} to throw the collected errors. */
export class Fields {
  private readonly data: Record<string, unknown>;
  private readonly errors: Record<string, string[]> = {};
  /** A body that is not an object fails as a whole: DRF then reports nothing per field. */
  private readonly malformed: boolean = false;

  constructor(body: unknown) {
    if (body === undefined || body === null || body === '') {
      this.data = {};
    } else if (typeof body === 'object' && !Array.isArray(body)) {
      this.data = body as Record<string, unknown>;
    } else {
      this.data = {};
      this.malformed = true;
      this.errors.nonFieldErrors = [messages.notADict(typeName(body))];
    }
  }

  /** Whether the body carries the field at all (PATCH semantics). */
  has(name: string): boolean {
    return Object.hasOwn(this.data, name);
  }

  /** Records an error found by the caller (e.g. a wrong current password). */
  add(name: string, message: string): void {
    if (this.malformed) return;
    (this.errors[name] ??= []).push(message);
  }

  /** A CharField/EmailField: returns the cleaned value, or undefined when absent or invalid. */
  string(name: string, rule: StringRule = {}): string | undefined {
    const { required = true, allowBlank = false, maxLength, trim = true, email = false } = rule;
    if (this.malformed) return undefined;
    if (!this.has(name) || this.data[name] === undefined) {
      if (required) this.add(name, messages.required);
      return undefined;
    }
    const raw = this.data[name];
    if (raw === null) {
      this.add(name, messages.null);
      return undefined;
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      this.add(name, messages.invalidString);
      return undefined;
    }
    const value = trim ? String(raw).trim() : String(raw);
    if (value === '') {
      if (!allowBlank) {
        this.add(name, messages.blank);
        return undefined;
      }
      return value;
    }
    if (maxLength !== undefined && value.length > maxLength) {
      this.add(name, messages.maxLength(maxLength));
      return undefined;
    }
    if (email && !EMAIL_PATTERN.test(value)) {
      this.add(name, messages.invalidEmail);
      return undefined;
    }
    return value;
  }

  /** True when no error has been recorded so far. */
  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the 400 with every collected error, if any. */
  done(): void {
    if (!this.valid) throw validationError(this.errors);
  }
}

/** Python's type name of a JSON value, as DRF's messages print it (`получен dict`, `got list`). */
export function typeName(value: unknown): string {
  if (Array.isArray(value)) return 'list';
  if (value === null) return 'NoneType';
  if (typeof value === 'string') return 'str';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'float';
  return typeof value === 'object' ? 'dict' : typeof value;
}
