// The chunk `DeferredSelect` loads: Mantine's Select with its Combobox, Popover, ScrollArea and floating-ui.
export { Select } from '@mantine/core';
