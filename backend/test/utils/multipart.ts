import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part (and optional text fields), for app.inject. */
export function multipart(
  file: Buffer,
  opts: {
    filename?: string;
    contentType?: string;
    field?: string;
    /** Text parts, sent before the file part. */
    fields?: Record<string, string>;
  } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vh${randomBytes(8).toString('hex')}`;
  const texts = Object.entries(opts.fields ?? {})
    .map(
      ([name, value]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
    )
    .join('');
  const head =
    texts +
    `--${boundary}\r\n` +
    `Content-Disposition: form-data; name="${opts.field ?? 'file'}"; filename="${opts.filename ?? 'bild.jpg'}"\r\n` +
    `Content-Type: ${opts.contentType ?? 'image/jpeg'}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
