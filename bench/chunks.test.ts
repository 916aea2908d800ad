import { describe, expect, it } from 'vitest';
import { groupOf } from './chunks';

describe('groupOf', () => {
  it('groups sources by package, Mantine core by component, ours by folder', () => {
    expect(groupOf('turbopack:///[project]/node_modules/@mantine/core/src/components/Button/Button.tsx')).toBe(
      '@mantine/core/Button',
    );
    expect(groupOf('turbopack:///[project]/node_modules/@mantine/core/src/core/MantineProvider/x.ts')).toBe(
      '@mantine/core/core',
    );
    expect(groupOf('turbopack:///[project]/node_modules/react-hook-form/dist/index.esm.mjs')).toBe('react-hook-form');
    expect(groupOf('turbopack:///[project]/node_modules/next/dist/compiled/react-dom/x.js')).toBe('next');
    expect(groupOf('turbopack:///[project]/features/orders/OrdersPage.tsx')).toBe('features/orders');
    expect(groupOf('turbopack:///[project]/lib/i18n/ru/orders.ts')).toBe('lib/i18n');
  });
});
