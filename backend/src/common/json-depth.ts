/**
 * How deep a JSON body may nest. Our deepest request body has three levels; thousands of levels
 * made class-transformer and class-validator recurse until the stack ran out (500).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when the JSON text opens more than `max` objects or arrays inside each other. One pass
 * over the text before it is parsed (strings skipped, escapes honoured), so a deep body is
 * refused without building it.
 */
export function exceedsJsonDepth(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}
