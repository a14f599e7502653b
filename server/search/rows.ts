/** Moved to server/db/rows.ts (decision 0087); kept so its importers need not change at once. */
export { rowsOf } from '../db/rows';
