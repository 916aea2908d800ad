// The chunk `DeferredTooltip` loads: Mantine's Tooltip with floating-ui.
export { Tooltip } from '@mantine/core';
