import { MAX_IMAGE_BYTES, imageFileProblem } from '@/components/form/rules';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0, 0, 16];

const file = (bytes: number[] | string, name: string, type: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });

describe('imageFileProblem (spec section 5: jpeg, png, jpg, at most 100 MB)', () => {
  it('accepts a PNG and a JPEG by their first bytes', async () => {
    expect(await imageFileProblem(file(PNG_HEAD, 'halle.png', 'image/png'))).toBeNull();
    expect(await imageFileProblem(file(JPEG_HEAD, 'halle.jpg', 'image/jpeg'))).toBeNull();
    expect(await imageFileProblem(file(JPEG_HEAD, 'HALLE.JPEG', ''))).toBeNull();
  });

  it('refuses a text file named .png, and a PNG whose bytes are cut short', async () => {
    expect(await imageFileProblem(file('Hallo Halle', 'halle.png', 'image/png'))).toBe(
      'form:imageContent',
    );
    expect(await imageFileProblem(file(PNG_HEAD.slice(0, 4), 'halle.png', 'image/png'))).toBe(
      'form:imageContent',
    );
  });

  it('refuses other types by their type or name before reading them', async () => {
    expect(await imageFileProblem(file('GIF89a', 'halle.gif', 'image/gif'))).toBe('form:imageType');
    expect(await imageFileProblem(file('%PDF', 'plan.pdf', 'application/pdf'))).toBe(
      'form:imageType',
    );
  });

  it('refuses a file over 100 MB', async () => {
    const big = file(PNG_HEAD, 'gross.png', 'image/png');
    Object.defineProperty(big, 'size', { value: MAX_IMAGE_BYTES + 1 });
    expect(await imageFileProblem(big)).toBe('form:imageSize');
  });
});
