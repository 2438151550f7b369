// Company colours by seat, apart from the red and blue climate cubes, the blue and green dice and the
// grey national markers.
export const TC_COLORS = ['#c2410c', '#7048e8', '#c2255c', '#212529'];
