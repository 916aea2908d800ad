/**
 * A small stand-in for DRF serializers and django-filter's filters: reads fields from a (camelized) request body,
 * or parameters from a query string or a multipart form, collects a message per field and throws one 400 with all
 * of them, as a serializer's `is_valid(raise_exception=True)`. The one way the routes check what they are sent: a
 * rule the framework has is a method here, a rule of the domain (a name already taken) is {@link Fields.add}ed to
 * the same collection, and every framework message comes from server/http/field-texts.ts, in the set the route
 * answers in (DRF's English by default).
 */
import { parseBoolean, parseId } from '../domain/form-values';
import { type HttpError, validationError } from './errors';
import { FIELD_TEXT, type FieldTexts } from './field-texts';

interface StringRule {
  /** Default true, as DRF fields are required unless declared otherwise. */
  required?: boolean;
  allowBlank?: boolean;
  /** `null` reads as `''` (then `allowBlank` decides) instead of the null message. */
  allowNull?: boolean;
  /** Default true: a number is read as its text, as DRF's CharField does; false refuses it as not a string. */
  numbers?: boolean;
  maxLength?: number;
  /** DRF's CharField trims whitespace by default (passwords included). */
  trim?: boolean;
  email?: boolean;
}

interface ChoiceRule {
  /** Default false. A required choice reports a missing, `null` or empty value as required. */
  required?: boolean;
}

interface PrimaryKeyRule {
  /** Default true. */
  required?: boolean;
  /** The message of a well-formed key that names nothing (the key was not looked up: it cannot exist). */
  notFound: string;
}

/** Django's EmailValidator, simplified: a local part, an @, a dotted domain (or localhost). */
export const EMAIL_PATTERN = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$|^[^\s@]+@localhost$/i;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date in `YYYY-MM-DD` (2026-02-30 is not), as its UTC midnight in ms; null otherwise. */
export function dayTime(value: string): number | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

/** How a value that is not in a list of choices is named in the message: its text, or its JSON. */
function choiceText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : JSON.stringify(value);
}

/**
 * Reads and validates the fields of one request; call {@link Fields.done} to throw the collected errors. Each
 * reader returns the cleaned value, or undefined when the field is absent or invalid (its message recorded).
 */
export class Fields {
  private readonly data: Record<string, unknown>;
  private readonly errors: Record<string, string[]> = {};
  /** A body that is not an object fails as a whole: DRF then reports nothing per field. */
  private readonly malformed: boolean = false;

  /** `texts`: the messages the route answers in (server/http/field-texts.ts). */
  constructor(
    body: unknown,
    private readonly texts: FieldTexts = FIELD_TEXT,
  ) {
    if (body === undefined || body === null || body === '') {
      this.data = {};
    } else if (typeof body === 'object' && !Array.isArray(body)) {
      this.data = body as Record<string, unknown>;
    } else {
      this.data = {};
      this.malformed = true;
      this.errors.nonFieldErrors = [texts.notADict(typeName(body))];
    }
  }

  /**
   * Text parameters — a query string's, as django-filter reads them, or a multipart form's fields: each read as its
   * first value, trimmed; an empty one counts as absent (no filter).
   */
  static fromText(values: unknown, texts?: FieldTexts): Fields {
    const read: Record<string, string> = {};
    if (typeof values === 'object' && values !== null) {
      for (const [name, value] of Object.entries(values as Record<string, unknown>)) {
        const first: unknown = Array.isArray(value) ? value[0] : value;
        const text = typeof first === 'string' ? first.trim() : '';
        if (text !== '') read[name] = text;
      }
    }
    return new Fields(read, texts);
  }

  /** Whether the body carries the field at all (PATCH semantics). */
  has(name: string): boolean {
    return Object.hasOwn(this.data, name);
  }

  /** The field's value as it was sent, for a rule of the domain's own (undefined when absent). */
  value(name: string): unknown {
    return this.has(name) ? this.data[name] : undefined;
  }

  /** Records an error found by the caller (e.g. a wrong current password). */
  add(name: string, message: string): void {
    if (this.malformed) return;
    (this.errors[name] ??= []).push(message);
  }

  /** Whether the field is absent, undefined included; records it as required when it must be there. */
  private missing(name: string, required: boolean): boolean {
    if (this.has(name) && this.data[name] !== undefined) return false;
    if (required) this.add(name, this.texts.required);
    return true;
  }

  /** A CharField/EmailField: returns the cleaned value, or undefined when absent or invalid. */
  string(name: string, rule: StringRule = {}): string | undefined {
    const {
      required = true,
      allowBlank = false,
      allowNull = false,
      numbers = true,
      maxLength,
      trim = true,
      email = false,
    } = rule;
    if (this.malformed || this.missing(name, required)) return undefined;
    const raw = this.data[name] === null && allowNull ? '' : this.data[name];
    if (raw === null) {
      this.add(name, this.texts.null);
      return undefined;
    }
    if (typeof raw !== 'string' && (typeof raw !== 'number' || !numbers)) {
      this.add(name, this.texts.invalidString);
      return undefined;
    }
    const value = trim ? String(raw).trim() : String(raw);
    if (value === '') {
      if (!allowBlank) {
        this.add(name, this.texts.blank);
        return undefined;
      }
      return value;
    }
    if (maxLength !== undefined && value.length > maxLength) {
      this.add(name, this.texts.maxLength(maxLength));
      return undefined;
    }
    if (email && !EMAIL_PATTERN.test(value)) {
      this.add(name, this.texts.invalidEmail);
      return undefined;
    }
    return value;
  }

  /**
   * A ChoiceField: one of `choices`, compared as text (a number or a flag as its text). `null` is the null
   * message, or required when the choice is.
   */
  choice<T extends string>(name: string, choices: readonly T[], rule: ChoiceRule = {}): T | undefined {
    const { required = false } = rule;
    if (this.malformed || this.missing(name, required)) return undefined;
    const raw = this.data[name];
    if (required && (raw === null || raw === '')) {
      this.add(name, this.texts.required);
      return undefined;
    }
    if (raw === null) {
      this.add(name, this.texts.null);
      return undefined;
    }
    const text = choiceText(raw);
    if (!(choices as readonly string[]).includes(text)) {
      this.add(name, this.texts.invalidChoice(text));
      return undefined;
    }
    return text as T;
  }

  /**
   * A PrimaryKeyRelatedField's key (a whole number or its digits, server/domain/form-values.ts `parseId`), not yet
   * looked up: one that cannot name a row is `rule.notFound`, a value of another type the type error; missing,
   * `null` or empty is required.
   */
  primaryKey(name: string, rule: PrimaryKeyRule): number | undefined {
    const { required = true, notFound } = rule;
    if (this.malformed || this.missing(name, required)) return undefined;
    const raw = this.data[name];
    if (raw === null || raw === '') {
      if (required) this.add(name, this.texts.required);
      return undefined;
    }
    const id = parseId(raw);
    if (id !== undefined) return id;
    this.add(
      name,
      typeof raw === 'number' || typeof raw === 'string' ? notFound : this.texts.incorrectPkType(typeName(raw)),
    );
    return undefined;
  }

  /** An IntegerField of a query or form (its digits, at most nine), else the integer message. */
  integer(name: string, rule: { required?: boolean } = {}): number | undefined {
    if (this.malformed || this.missing(name, rule.required ?? false)) return undefined;
    const raw = this.data[name];
    if (typeof raw === 'string' && /^\d{1,9}$/.test(raw)) return Number(raw);
    this.add(name, this.texts.invalidInteger);
    return undefined;
  }

  /** A BooleanField: DRF's true and false spellings (server/domain/form-values.ts `parseBoolean`). */
  boolean(name: string): boolean | undefined {
    if (this.malformed || this.missing(name, false)) return undefined;
    const raw = this.data[name];
    const value = parseBoolean(raw);
    if (value === undefined) this.add(name, raw === null ? this.texts.null : this.texts.invalidBoolean);
    return value;
  }

  /** A DateFilter: a real calendar day as `YYYY-MM-DD` (see {@link dayTime}), else the date message. */
  day(name: string): string | undefined {
    if (this.malformed || this.missing(name, false)) return undefined;
    const raw = this.data[name];
    if (typeof raw === 'string' && dayTime(raw) !== null) return raw;
    this.add(name, this.texts.invalidDate);
    return undefined;
  }

  /** True when no error has been recorded so far. */
  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Whether the field has an error recorded. */
  failed(name: string): boolean {
    return Object.hasOwn(this.errors, name);
  }

  /** Throws the 400 with every collected error, if any. */
  done(): void {
    if (!this.valid) throw this.error();
  }

  /**
   * The 400 with every collected error, to throw where a reader returned nothing (`if (id === undefined) throw
   * fields.error()`): the code after it then knows the value is there.
   */
  error(): HttpError {
    return validationError(this.errors);
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
