import { htmlToText } from '@/components/htmlToText';

describe('htmlToText', () => {
  it('keeps the words of blocks apart and drops the tags', () => {
    expect(
      htmlToText('<p>Erster</p><p>Zweiter <strong>fett</strong></p><ul><li>a</li><li>b</li></ul>'),
    ).toBe('Erster Zweiter fett a b');
    expect(htmlToText('Zeile<br>neue Zeile')).toBe('Zeile neue Zeile');
  });

  it('decodes entities once, so escaped markup stays text', () => {
    expect(htmlToText('<p>Groß &amp; Klein &lt;b&gt; &#228; &#xE4; &nbsp;x</p>')).toBe(
      'Groß & Klein <b> ä ä x',
    );
  });

  it('drops script and style content entirely', () => {
    expect(htmlToText('<p>Text</p><script>alert(1)</script><style>p{}</style>')).toBe('Text');
  });

  it('answers empty text for empty input', () => {
    expect(htmlToText('')).toBe('');
  });
});
