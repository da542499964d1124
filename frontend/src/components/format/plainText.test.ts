import { excerpt, plainText } from '@/components/format/plainText';

describe('plainText', () => {
  it('drops tags, keeps the words of paragraphs apart and decodes entities', () => {
    expect(plainText('<p>Turnen&nbsp;&amp; Spiel</p><p>f&uuml;r &#8222;alle&#8220;</p>')).toBe(
      'Turnen & Spiel für „alle“',
    );
  });

  it('joins text around inline tags without a stray space, and keeps blocks and breaks apart', () => {
    expect(plainText('<p>die <strong>PECH-Regel</strong>, stabile <em>Seiten</em>lage</p>')).toBe(
      'die PECH-Regel, stabile Seitenlage',
    );
    expect(plainText('<p>Mehr <a href="/x">hier</a>.</p><ul><li>eins</li><li>zwei</li></ul>')).toBe(
      'Mehr hier. eins zwei',
    );
    expect(plainText('Zeile<br>zwei')).toBe('Zeile zwei');
  });

  it('leaves out scripts and styles', () => {
    expect(plainText('<style>p{}</style><p>Text</p><script>alert(1)</script>')).toBe('Text');
  });
});

describe('excerpt', () => {
  it('cuts a long text at a word and marks the cut', () => {
    const text = excerpt(`<p>${'Wort '.repeat(100)}</p>`, 22);
    expect(text).toBe('Wort Wort Wort Wort …');
  });

  it('keeps a short text whole', () => {
    expect(excerpt('<p>Kurz</p>', 22)).toBe('Kurz');
  });
});
