// The letter drawn on every piece so that its owner is told by more than colour: the initial of the
// seat's name, or the seat's number when two names share an initial ("Player 1", "Player 2").
export function ownerMarks(names: string[]): string[] {
  const initials = names.map((n) => (n.trim()[0] ?? '?').toUpperCase());
  const unique = new Set(initials).size === initials.length;
  return names.map((_, seat) => (unique ? initials[seat] : String(seat + 1)));
}
