// Company colours by seat, chosen to stay apart from the card and waste-zone colours.
export const IW_COLORS = ['#c2410c', '#7048e8', '#0b7285', '#c2255c'];
