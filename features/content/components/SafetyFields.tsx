'use client';

import { ActionIcon, Button, Group, Input, Stack, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { get, type UseFormReturn, useFieldArray } from 'react-hook-form';
import * as ru from '@/lib/i18n/ru';
import { visibleError } from '@/lib/ui/form';
import { PHONE_MAX_LENGTH, PHONES_MAX, type SafetyFormInput, type SafetyFormOutput, TEXT_MAX_LENGTH } from '../schemas';
import classes from './ContentForm.module.css';

const f = ru.content.form;

export interface SafetyFieldsProps {
  form: UseFormReturn<SafetyFormInput, unknown, SafetyFormOutput>;
}

/**
 * A safety item's own fields: the text guests read, and up to five phone numbers (a row per number; an empty
 * row is left out on save). A row's message shows once that row was left or the form submitted.
 */
export function SafetyFields({ form }: SafetyFieldsProps) {
  const phones = useFieldArray({ control: form.control, name: 'phones' });
  const { errors, touchedFields, isSubmitted } = form.formState;
  const listError = errors.phones?.message ?? errors.phones?.root?.message;

  function phoneError(index: number): string | undefined {
    const touched = Boolean(get(touchedFields, `phones.${index}.value`));
    if (!touched && !isSubmitted) return undefined;
    const message: unknown = get(errors, `phones.${index}.value.message`);
    return typeof message === 'string' ? message : undefined;
  }

  function add() {
    phones.append({ value: '' }, { shouldFocus: true });
  }

  return (
    <>
      <Textarea
        label={f.text}
        placeholder={f.textPlaceholder}
        required
        autosize
        minRows={4}
        maxRows={12}
        maxLength={TEXT_MAX_LENGTH}
        error={visibleError(form.formState, 'text')}
        {...form.register('text')}
      />
      <Input.Wrapper
        label={f.phones}
        description={f.phonesHint(PHONES_MAX)}
        error={phones.fields.length > 0 || isSubmitted ? listError : undefined}
        // A group of inputs, not one: the wrapper's label names the group.
        labelElement="div"
        role="group"
        aria-label={f.phones}
      >
        <Stack gap="xs" mt={phones.fields.length > 0 ? 'xs' : 0}>
          {phones.fields.map((field, index) => (
            <Group key={field.id} gap="xs" wrap="nowrap" align="flex-start">
              <TextInput
                aria-label={f.phone(index + 1)}
                placeholder={f.phonePlaceholder}
                type="tel"
                inputMode="tel"
                autoComplete="off"
                maxLength={PHONE_MAX_LENGTH}
                error={phoneError(index)}
                className={classes.grow}
                {...form.register(`phones.${index}.value`)}
              />
              <ActionIcon
                variant="subtle"
                color="gray"
                size={36}
                aria-label={f.removePhone(index + 1)}
                onClick={() => phones.remove(index)}
              >
                <IconX size={18} stroke={1.8} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          {phones.fields.length < PHONES_MAX && (
            <div>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconPlus size={14} stroke={1.8} aria-hidden />}
                onClick={add}
                mt={phones.fields.length > 0 ? 0 : 'xs'}
              >
                {f.addPhone}
              </Button>
            </div>
          )}
        </Stack>
      </Input.Wrapper>
    </>
  );
}
