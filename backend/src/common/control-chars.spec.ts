import { withoutControlChars } from '@/common/control-chars';

describe('withoutControlChars', () => {
  it('removes every C0 control but TAB, LF and CR, DEL and every C1 control', () => {
    const c0 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(i)).join('');
    const c1 = Array.from({ length: 0x20 }, (_, i) => String.fromCharCode(0x80 + i)).join('');
    expect(withoutControlChars(`a${c0}b\u007Fc${c1}d`)).toBe('a\t\n\n\n\rbc\nd');
  });

  it('keeps a line break where VT, FF or NEL ended a line (a PowerPoint line break)', () => {
    expect(withoutControlChars('Zeile 1\u000BZeile 2\u000CZeile 3\u0085Zeile 4')).toBe(
      'Zeile 1\nZeile 2\nZeile 3\nZeile 4',
    );
  });

  it('leaves letters, umlauts, emoji and the Unicode line separators alone', () => {
    const text = 'Rhönrad für Groß & Klein 🤸\u2028zweite\u2029Zeile\tTab';
    expect(withoutControlChars(text)).toBe(text);
  });
});
