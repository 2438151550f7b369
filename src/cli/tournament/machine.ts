// The machine a measurement ran on, as far as it changes a time budget's worth: its cores and how busy
// they were (load averages over 1, 5 and 15 minutes), read when a run starts and when it ends.
import { availableParallelism, loadavg } from 'node:os';
import { round } from '../simulate-core.ts';

export interface MachineLoad {
  cores: number;
  loadAverage: [number, number, number];
}

export const machineLoad = (): MachineLoad => {
  const [a, b, c] = loadavg();
  return { cores: availableParallelism(), loadAverage: [round(a, 2), round(b, 2), round(c, 2)] };
};
