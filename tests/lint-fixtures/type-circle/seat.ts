// A circle made only of type imports: seat.ts and table.ts name each other's types.
import type { Table } from './table.ts';

export interface Seat {
  table: Table;
}
