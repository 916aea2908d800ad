'use client';

import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { type Ref, useState } from 'react';
import * as ru from '@/lib/i18n/ru';

/**
 * Mantine's PasswordInput with a show/hide toggle whose accessible name says, in Russian, what a press does.
 */
export function PasswordInput(
  props: Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> & { ref?: Ref<HTMLInputElement> },
) {
  const [visible, setVisible] = useState(false);
  return (
    <MantinePasswordInput
      {...props}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleButtonProps={{ 'aria-label': visible ? ru.passwordToggle.hide : ru.passwordToggle.show }}
    />
  );
}
