// A game's rules page: sections with stable anchors (phase help links to `/rules/<game>#<id>`), each a
// few paragraphs in our own words with an optional figure drawn with the table's own pieces, and a
// glossary of the icons that opens by tap or click.
import type { ReactNode } from 'react';
import type { Texts } from '../../shared/api.ts';

export interface RulesSection {
  /** Stable anchor: links from the table point here. */
  id: string;
  title: Texts;
  paragraphs: Texts[];
  /** Points of a list after the paragraphs. */
  points?: Texts[];
  figure?: () => ReactNode;
}

export interface GlossaryEntry {
  id: string;
  icon: ReactNode;
  name: Texts;
  meaning: Texts;
}

export interface GameRules {
  game: string;
  title: Texts;
  intro: Texts;
  sections: RulesSection[];
  glossary: () => GlossaryEntry[];
}
