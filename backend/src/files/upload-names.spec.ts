import { isUploadName, namesOfImage, srcsetOf } from '@/files/upload-names';

const ID = '0b8e5a3c-2f4d-4e6a-9b1c-7d2e3f4a5b6c';

describe('upload names', () => {
  it('accepts only the names the server makes', () => {
    expect(isUploadName(`${ID}.jpg`)).toBe(true);
    expect(isUploadName(`${ID}.png`)).toBe(true);
    expect(isUploadName(`${ID}-640.webp`)).toBe(true);
    for (const name of [
      `${ID}.webp`,
      `${ID}-641.webp`,
      `${ID}.jpeg`,
      `${ID}.svg`,
      `${ID.toUpperCase()}.jpg`,
      `../${ID}.jpg`,
      `${ID}.jpg/..`,
      `.${ID}.jpg.part`,
      'foto.jpg',
    ]) {
      expect({ name, ok: isUploadName(name) }).toEqual({ name, ok: false });
    }
  });

  it('knows every file of an uploaded image from its URL, and none of any other URL', () => {
    expect(namesOfImage(`/uploads/${ID}.png`)).toEqual([
      `${ID}.png`,
      `${ID}-320.webp`,
      `${ID}-640.webp`,
      `${ID}-1280.webp`,
    ]);
    expect(namesOfImage('/demo/halle.jpg')).toEqual([]);
    expect(namesOfImage(`https://example.org/uploads/${ID}.png`)).toEqual([]);
    expect(namesOfImage(null)).toEqual([]);
  });

  it('builds the srcset from the stored photoURL alone', () => {
    expect(srcsetOf(`/uploads/${ID}.jpg`)).toBe(
      `/uploads/${ID}-320.webp 320w, /uploads/${ID}-640.webp 640w, /uploads/${ID}-1280.webp 1280w`,
    );
    expect(srcsetOf('/demo/halle.jpg')).toBeNull();
  });
});
