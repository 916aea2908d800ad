'use client';

import { Button, Group, Loader, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dictionaryQueries } from '@/lib/dictionaries/queries';
import * as ru from '@/lib/i18n/ru';
import type { Message } from '../api';
import { translationQueries } from '../queries';
import classes from './OrderDrawer.module.css';

/**
 * «Перевести» under a message: a language (the languages dictionary without the message's own language, Russian
 * first choice — so a guest's message goes to Russian and a staff reply to another language) and the translation below the original, labelled with its language. A message the provider cannot
 * translate says so; a failed call shows its error in place with a retry — never a screen error.
 */
export function TranslateControl({ message }: { message: Message }) {
  const languages = useQuery(dictionaryQueries.languages());
  const options = (languages.data?.languages ?? [])
    .filter((language) => language.code !== message.language)
    .map((language) => ({ value: language.code, label: language.name }));
  const fallback = options.some((option) => option.value === 'ru') ? 'ru' : (options[0]?.value ?? null);
  const [chosen, setChosen] = useState<string | null>(null);
  const language = chosen ?? fallback;
  const [requested, setRequested] = useState<string | null>(null);

  const translation = useQuery({
    ...translationQueries.message(message.id, requested ?? ''),
    enabled: requested !== null,
  });
  const nameOf = (code: string) => languages.data?.languages.find((item) => item.code === code)?.name || code;
  const result = requested !== null ? translation.data : undefined;

  function translate() {
    if (language === null) return;
    if (language === requested && result && !result.ok) void translation.refetch();
    setRequested(language);
  }

  return (
    <div className={classes.translate}>
      <Group gap={6} wrap="nowrap">
        <Select
          aria-label={ru.orders.translate.language}
          size="xs"
          w={150}
          data={options}
          value={language}
          onChange={setChosen}
          allowDeselect={false}
          disabled={options.length === 0}
          comboboxProps={{ withinPortal: true, zIndex: 500 }}
        />
        <Button
          size="xs"
          variant="light"
          onClick={translate}
          disabled={language === null}
          loading={translation.isFetching}
        >
          {ru.orders.translate.action}
        </Button>
      </Group>
      {requested !== null && translation.isPending && <Loader size="xs" mt={6} aria-label={ru.common.loading} />}
      {result?.ok === true && result.translation.translated && result.translation.translatedText !== null && (
        <div className={classes.translation}>
          <div className={classes.translationLabel}>
            {ru.orders.translate.label(nameOf(result.translation.destinationLanguage))}
          </div>
          <p dir="auto" lang={result.translation.destinationLanguage} className={classes.messageText}>
            {result.translation.translatedText}
          </p>
        </div>
      )}
      {result?.ok === true && (!result.translation.translated || result.translation.translatedText === null) && (
        <Text size="sm" c="dimmed" mt={6}>
          {ru.orders.translate.unavailable}
        </Text>
      )}
      {result?.ok === false && (
        <Group gap="xs" mt={6} wrap="nowrap" align="center">
          <Text size="sm" c="alert.7" role="alert">
            {ru.orders.translate.failed(result.error.message)}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            color="alert"
            onClick={() => void translation.refetch()}
            loading={translation.isFetching}
          >
            {ru.orders.translate.retry}
          </Button>
        </Group>
      )}
    </div>
  );
}
