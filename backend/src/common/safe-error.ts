/**
 * Text of an error for a log line, without personal data. Drizzle wraps every failed query as
 * `Failed query: <sql>\nparams: <values>`, and PostgreSQL's own messages quote values
 * (`invalid input syntax for type uuid: "<value>"`); the values are e-mail addresses, names,
 * password and token hashes. Such errors are described by the SQLSTATE and the schema names the
 * server reports (table, column, constraint) only; other errors keep their message, with any
 * e-mail address in it replaced (a mail server's answer quotes the recipient).
 */
export function safeErrorText(error: unknown, opts: { stack?: boolean } = {}): string {
  if (!(error instanceof Error)) return withoutAddresses(String(error));
  const text = `${error.name}: ${withoutAddresses(describe(error))}`;
  if (!opts.stack || !error.stack) return text;
  // The stack's first lines repeat the message (with the parameters): keep only the frames.
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return [text, ...frames].join('\n');
}

/** The same description without the error's name: part of a sentence for an operator. */
export function safeErrorMessage(error: unknown): string {
  return withoutAddresses(error instanceof Error ? describe(error) : String(error));
}

/** Anything shaped like an e-mail address (a library's message quoting its input). */
const ADDRESS = /[^\s<>()[\]{},;:"'`]+@[^\s<>()[\]{},;:"'`]+/g;

/** The text with every e-mail address replaced: no error text names a member or visitor. */
export function withoutAddresses(text: string): string {
  return text.replace(ADDRESS, '[E-Mail-Adresse]');
}

interface ServerError {
  code: string;
  table?: string;
  column?: string;
  constraint?: string;
}

/** A PostgreSQL error answer: a five-character SQLSTATE and a severity. */
function asServerError(value: unknown): ServerError | null {
  const candidate = value as Partial<ServerError> & { severity?: unknown };
  return typeof candidate?.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(candidate.code) &&
    typeof candidate.severity === 'string'
    ? (candidate as ServerError)
    : null;
}

function describe(error: Error): string {
  const isQuery = 'query' in error && 'params' in error;
  const server = asServerError(error) ?? asServerError(error.cause);
  if (server) {
    const where = [
      server.table && `Tabelle ${server.table}`,
      server.column && `Spalte ${server.column}`,
      server.constraint && `Regel ${server.constraint}`,
    ].filter(Boolean);
    return `Datenbankfehler ${server.code}${where.length ? ` (${where.join(', ')})` : ''}`;
  }
  if (isQuery) {
    // A driver or network failure (no SQLSTATE): its message names no values.
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `Datenbankabfrage fehlgeschlagen${cause}`;
  }
  return error.message;
}
