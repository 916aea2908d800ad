import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import * as ru from '@/lib/i18n/ru';

/** What a typed currency is sent as: its code, trimmed and in capitals (`rub ` → `RUB`). For `register`'s `setValueAs`. */
export function currencyCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * The currency typed as its ISO 4217 code, where the currency list could not be loaded (lib/ui/DictionaryNotice says
 * so): the hotel's form and a service's. Registered with `setValueAs: currencyCode`; the backend checks the code.
 */
export function CurrencyCodeInput({
  description = ru.common.dictionaries.typeValue,
  placeholder = ru.common.dictionaries.currencyCode,
  ...props
}: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return (
    <TextInput
      description={description}
      placeholder={placeholder}
      maxLength={3}
      autoComplete="off"
      spellCheck={false}
      {...props}
    />
  );
}
