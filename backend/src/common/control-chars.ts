/**
 * Control characters nobody types but pasted text brings along (PowerPoint's line break is a
 * vertical tab, terminals add escape sequences): every C0 control but TAB, LF and CR, DEL, and
 * every C1 control. RFC 5545 TEXT (calendar feeds), XML 1.0 and HTML forbid them.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
/** The controls that end a line where the text comes from (VT, FF, NEL): kept as a line break. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const LINE_ENDING_CONTROLS = /[\u000B\u000C\u0085]/g;

/** The text without control characters; VT, FF and NEL become `\n`, TAB, LF and CR stay. */
export function withoutControlChars(text: string): string {
  return text.replace(LINE_ENDING_CONTROLS, '\n').replace(CONTROL_CHARS, '');
}
