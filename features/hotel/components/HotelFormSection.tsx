import { Grid, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { HotelFieldProps } from '../hooks/useHotelForm';
import type { HotelFormValues } from '../schemas';

/** What each section of the hotel form takes: the form, and the props of an input by its field's rule. */
export interface HotelSectionProps {
  form: UseFormReturn<HotelFormValues>;
  fieldProps: HotelFieldProps;
}

/** One titled card of the hotel form, its fields on a grid. */
export function HotelFormSection({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  return (
    <Paper component="section" p={{ base: 'md', sm: 'lg' }} radius="md" withBorder aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {hint}
      </Text>
      <Grid gap="md">{children}</Grid>
    </Paper>
  );
}
