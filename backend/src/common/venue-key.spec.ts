import { venueKey, visibleText } from '@/common/venue-key';

describe('venue names however they are typed', () => {
  const name = 'Turnhalle Lindenschule';

  it.each([
    ['a Cyrillic а for the Latin a', 'Turnh\u0430lle Lindenschule'],
    ['a Greek ι and a Cyrillic е', 'Turnhall\u0435 L\u03b9nd\u0435nschule'],
    ['extra inner spaces', 'Turnhalle   Linden schule'],
    ['a zero-width space', 'Turnhalle\u200b Lindenschule'],
    ['a no-break space', 'Turnhalle\u00a0Lindenschule'],
    ['another case', 'TURNHALLE lindenSCHULE'],
    ['full-width letters', 'Ｔｕｒｎｈａｌｌｅ Lindenschule'],
  ])('gives %s the key of the venue', (_what, typed) => {
    expect(venueKey(typed)).toBe(venueKey(name));
  });

  it('gives a composed and a decomposed umlaut one key, and ß that of ss', () => {
    expect(venueKey('Sporthalle Mu\u0308hlbach')).toBe(venueKey('Sporthalle M\u00fchlbach'));
    expect(venueKey('Sporthalle Mühlbach')).toBe(venueKey('Sporthalle Muhlbach'));
    expect(venueKey('Halle Gartenstraße')).toBe(venueKey('HALLE GARTENSTRASSE'));
  });

  it('keeps other names apart', () => {
    expect(venueKey('Turnhalle')).not.toBe(venueKey(name));
    expect(venueKey('Turnhalle Parkschule')).not.toBe(venueKey(name));
    expect(venueKey('Stadtpark')).not.toBe(venueKey('Sportplatz an der Aue'));
  });

  it('shows a text as a person sees it: no format characters, one blank between words', () => {
    expect(visibleText('  Stadt\u200bpark \u00a0 Treffpunkt\n Eingang ')).toBe(
      'Stadtpark Treffpunkt Eingang',
    );
    expect(visibleText('\u200b\u200b\u200b')).toBe('');
  });
});
