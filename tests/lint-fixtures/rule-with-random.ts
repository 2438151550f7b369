export const roll = () => 1 + Math.floor(Math.random() * 6);
export const stamp = () => Date.now();
