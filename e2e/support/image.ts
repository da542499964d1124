import { crc32 } from 'node:zlib';

/** A small valid PNG (64 × 40, red) for upload tests. */
export const TEST_PNG = {
  name: 'hallenfest.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAAWElEQVR4nO3PQQkAMAzAwHqqfwcTNRF7HINABFzm7H7dcEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFj124jfSmV7zzogAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/**
 * TEST_PNG grown to about `bytes` by a private ancillary chunk after its header (decoders skip
 * such chunks): a large photo whose upload takes a while, without a large picture to decode.
 */
export function largePng(bytes: number): { name: string; mimeType: string; buffer: Buffer } {
  const signatureAndHeader = 8 + 25; // signature, IHDR (length, type, 13 bytes of data, CRC)
  const type = Buffer.from('prVt', 'latin1');
  const data = Buffer.alloc(bytes, 0x2a);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, data])));
  return {
    name: 'grosses-foto.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([
      TEST_PNG.buffer.subarray(0, signatureAndHeader),
      length,
      type,
      data,
      crc,
      TEST_PNG.buffer.subarray(signatureAndHeader),
    ]),
  };
}
