/** A small valid PNG (64 × 40, red) for upload tests. */
export const TEST_PNG = {
  name: 'hallenfest.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAAWElEQVR4nO3PQQkAMAzAwHqqfwcTNRF7HINABFzm7H7dcEEDWtCAFjSgBQ1oQQNa0IAWNKAFDWhBA1rQgBY0oAUNaEEDWtCAFjSgBQ1oQQNa0IAWNKAFj124jfSmV7zzogAAAABJRU5ErkJggg==',
    'base64',
  ),
};
