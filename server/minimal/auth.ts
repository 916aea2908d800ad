import type { ShapeTable } from './shape';

/** Minimal shapes of ... (docs/CONTRACTS.md «Required fields»). */
export const authShapes: ShapeTable = {};
