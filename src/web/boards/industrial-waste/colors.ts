// Company colours by seat, chosen to stay apart from the card and waste-zone colours.
export const IW_COLORS = ['#e8590c', '#7048e8', '#0c8599', '#d6336c'];
