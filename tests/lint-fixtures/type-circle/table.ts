import type { Seat } from './seat.ts';

export interface Table {
  seats: Seat[];
}
