import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type MantineColor,
  type MantineColorsTuple,
} from '@mantine/core';
import * as ru from './i18n/ru';
import classes from './theme.module.css';

/** The palette of SPEC §9, by the spec's names. Also exposed as CSS variables `--hotels-color-<name>`. */
export const palette = {
  black: '#3D3D3D',
  white: '#FFFFFF',
  alert: '#DC4E5C',
  alertLight: '#F1B3A7',
  border: '#CCCCCC',
  bg: '#EBEBEB',
  gray: '#A6A6A6',
  textLight: '#ABACAE',
  yellow: '#F7EB5B',
  blue: '#4BA8B3',
  /** Helper text of an invalid field (SPEC §9); Mantine's `--mantine-color-error`. */
  error: '#FE6A6A',
} as const;

/**
 * Secondary text (labels, hints, dimmed lines): grey like the palette's, dark enough to read — 4.8:1 on the page
 * background #EBEBEB, 5.7:1 on white (the palette's #A6A6A6 and #ABACAE are 2.0–2.4:1).
 */
export const MUTED_TEXT = '#666666';

/** The spacing unit of SPEC §9; every spacing of the theme is a multiple of it. */
const SPACING_UNIT_REM = 0.25;

/** `spacing(4)` → `'1rem'`: n spacing units as a CSS length. */
function spacing(n: number): string {
  return `${n * SPACING_UNIT_REM}rem`;
}

/*
 * Ten shades each, lightest first; shade 6 is exactly the spec's colour. Text must be readable (WCAG 2.1 AA, 4.5:1),
 * which white on #4BA8B3 (2.8:1) and on #DC4E5C (4.0:1) is not: filled variants use shade 8 of the same hue
 * (white on #398088 4.6:1, on #A73B46 6.3:1), and the spec's shade 6 stays for what carries no text (accents,
 * borders, charts, focus rings). docs/decisions/199-look-and-access.md: contrast over the palette's exact shades.
 */
const blue: MantineColorsTuple = [
  '#F1F8F9',
  '#DFEFF1',
  '#C5E3E7',
  '#A9D5DB',
  '#8CC7CE',
  '#6BB8C1',
  '#4BA8B3',
  '#42949E',
  '#398088',
  '#306C73',
];
const alert: MantineColorsTuple = [
  '#FCF1F2',
  '#F9DFE2',
  '#F4C6CB',
  '#EEAAB1',
  '#E98E97',
  '#E26E79',
  '#DC4E5C',
  '#C24551',
  '#A73B46',
  '#8D323B',
];
const yellow: MantineColorsTuple = [
  '#FEFDF2',
  '#FEFBE1',
  '#FCF9CB',
  '#FBF5B0',
  '#FAF296',
  '#F8EF79',
  '#F7EB5B',
  '#D9CF50',
  '#BCB345',
  '#9E963A',
];

/** The shade of filled variants: the first of the palette's hues with white text at AA contrast. */
const PRIMARY_SHADE = 8;

/**
 * The date components whose days and month/year cells take the yellow accent (SPEC §9 «Date picker uses a yellow
 * accent»). A day inside a picker is styled under the picker's own name (`DatePickerInput`'s `day`, not `Day`'s),
 * so every picker is listed: the one a screen uses, and those a later screen may use.
 */
export const DATE_ACCENT_COMPONENTS = [
  'Calendar',
  'DateInput',
  'DatePicker',
  'DatePickerInput',
  'DateTimePicker',
  'InlineDateTimePicker',
  'MonthPicker',
  'MonthPickerInput',
  'YearPicker',
  'YearPickerInput',
  'Day',
  'PickerControl',
  'MonthsList',
  'YearsList',
] as const;

/** The parts of a date component that show a selection: days, months, years. */
const dateAccentClassNames = {
  day: classes.dateAccent,
  pickerControl: classes.dateAccent,
  monthsListControl: classes.dateAccent,
  yearsListControl: classes.dateAccent,
};

const dateAccentComponents = Object.fromEntries(
  DATE_ACCENT_COMPONENTS.map((name) => [name, { classNames: dateAccentClassNames }]),
) as Record<(typeof DATE_ACCENT_COMPONENTS)[number], { classNames: typeof dateAccentClassNames }>;

/**
 * The one Mantine theme of the dashboard (SPEC §9).
 *
 * - Primary (teal, named `blue` as in the spec's palette): filled buttons in its shade 8 with white text.
 * - Secondary filled buttons: `<Button color="alert">` (the alert hue's shade 8): the confirmations of what removes,
 *   discards or leaves, and «Выйти» for a user without hotels (docs/decisions/199-look-and-access.md).
 * - Disabled buttons at 0.4 opacity, `size="lg"` buttons with 18 px vertical padding.
 * - On touch screens every button, icon button, tab, field and its clear and password buttons, segment, chip,
 *   switch, link, navigation link, menu item and option is a 44 px target (theme.module.css).
 * - Inputs 16 px, grey labels (a darker grey than the palette's #A6A6A6, for contrast), error text #FE6A6A at
 *   11 px; date pickers accent yellow.
 */
export const theme = createTheme({
  fontFamily: 'Ubuntu, sans-serif',
  headings: { fontFamily: 'Ubuntu, sans-serif', fontWeight: '500' },
  black: palette.black,
  white: palette.white,
  colors: { blue, alert, yellow },
  primaryColor: 'blue',
  primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
  // Body text: 14 px (Mantine's body uses the `md` size) with line height 1.2.
  fontSizes: { xs: '0.75rem', sm: '0.8125rem', md: '0.875rem', lg: '1rem', xl: '1.125rem' },
  lineHeights: { xs: '1.2', sm: '1.2', md: '1.2', lg: '1.3', xl: '1.35' },
  spacing: { xs: spacing(2), sm: spacing(3), md: spacing(4), lg: spacing(6), xl: spacing(8) },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { classNames: { root: classes.button } },
    ActionIcon: { classNames: { root: classes.actionIcon } },
    CloseButton: { classNames: { root: classes.closeButton } },
    InputClearButton: { classNames: { root: classes.clearButton } },
    Burger: { classNames: { root: classes.burger } },
    Tabs: { classNames: { tab: classes.tab } },
    SegmentedControl: { classNames: { label: classes.segment } },
    Chip: { classNames: { root: classes.chip } },
    Switch: { classNames: { body: classes.switchBody } },
    Anchor: { classNames: { root: classes.anchor } },
    NavLink: { classNames: { root: classes.listItem } },
    Menu: { classNames: { item: classes.listItem } },
    Select: { classNames: { option: classes.listItem } },
    MultiSelect: { classNames: { option: classes.listItem } },
    Input: { classNames: { wrapper: classes.inputWrapper, input: classes.input } },
    PasswordInput: { classNames: { root: classes.passwordInput } },
    InputWrapper: { classNames: { label: classes.label, error: classes.error } },
    // A screen's title breaks rather than widening a phone's screen, at the h2 size there.
    Title: { classNames: { root: classes.title } },
    // Date components are referenced by name only, so the theme does not pull @mantine/dates into every page.
    ...dateAccentComponents,
    // The calendars' arrow and level buttons and the date-time picker's check button are icons: name them.
    CalendarHeader: {
      defaultProps: {
        nextLabel: ru.dates.next,
        previousLabel: ru.dates.previous,
        levelControlAriaLabel: ru.dates.level,
      },
    },
    DateTimePicker: {
      ...dateAccentComponents.DateTimePicker,
      defaultProps: { submitButtonProps: { 'aria-label': ru.dates.submit } },
    },
    // The × of a dialog is an icon: name it, unless the dialog names it itself.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': ru.common.close } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': ru.common.close } } },
    // Every notification (`notifications.show`, the update notice) too, and its text under a title reads at AA.
    Notification: {
      classNames: { description: classes.notificationDescription },
      defaultProps: { closeButtonProps: { 'aria-label': ru.common.close } },
    },
  },
  other: { palette, spacingUnit: `${SPACING_UNIT_REM}rem`, spacing },
});

/**
 * Light variants (badges, light buttons, alerts) write a colour on its own tint. Even Mantine's darkest shade stays
 * below AA contrast there for the bright hues (teal 4.3:1, orange 3.6:1 at badge size), so their text is that shade
 * a quarter of the way to black (yellow: the palette's black) — still the hue, readable on every tint.
 */
const lightVariantText: Record<string, string> = Object.fromEntries(
  [...Object.keys(DEFAULT_THEME.colors), 'alert'].map((name) => [
    `--mantine-color-${name}-light-color`,
    name === 'yellow' ? palette.black : `color-mix(in srgb, var(--mantine-color-${name}-9) 75%, black)`,
  ]),
);

/**
 * The palette and the spacing unit as CSS variables (`--hotels-color-bg`, `--hotels-spacing-unit`, ...), and
 * Mantine's error colour set to the spec's. Passed to `MantineProvider` as `cssVariablesResolver`.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const variables: Record<string, string> = { '--hotels-spacing-unit': `${SPACING_UNIT_REM}rem` };
  for (const [name, value] of Object.entries(palette)) {
    variables[`--hotels-color-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`] = value;
  }
  return {
    variables,
    light: {
      '--mantine-color-error': palette.error,
      '--mantine-color-text': palette.black,
      '--mantine-color-dimmed': MUTED_TEXT,
      '--hotels-color-muted-text': MUTED_TEXT,
      ...lightVariantText,
      // Yellow carries dark text (the badges of new orders): the spec's own shade reads, so it keeps it.
      '--mantine-color-yellow-filled': 'var(--mantine-color-yellow-6)',
      '--mantine-color-yellow-filled-hover': 'var(--mantine-color-yellow-7)',
    },
    dark: { '--mantine-color-error': palette.error },
  };
};

/**
 * The colour of each service-order status, the same on every screen (desk badges, a stay's orders, report
 * charts): new asks for attention (yellow), in progress is being handled (blue), completed is done (green),
 * cancelled is the alert red. Keys are the values of `/service_orders/statuses/`.
 */
export const orderStatusColors = {
  new: 'yellow',
  in_progress: 'blue',
  completed: 'green',
  cancelled: 'alert',
} as const satisfies Record<string, MantineColor>;
