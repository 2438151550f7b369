// Company colours by seat, apart from the red and blue climate cubes, the blue and green dice and the
// grey national markers.
export const TC_COLORS = ['#e8590c', '#7048e8', '#d6336c', '#212529'];
