/** Random identifiers without crypto.randomUUID, which the mini-program lacks. */
export function randomId(length = 32): string {
  const alphabet = '0123456789abcdefghijklmnopqrstuvwxyz';
  let id = '';
  for (let i = 0; i < length; i += 1) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return id;
}
