import {
  canonicalAnchor,
  courseAnchorId,
  decodeHash,
  workshopAnchorId,
} from '@/features/departments/anchors';

describe('courseAnchorId', () => {
  it('lowercases the course title', () => {
    expect(courseAnchorId('Frauengymnastik')).toBe('frauengymnastik');
  });

  it('replaces whitespace by hyphens so the id is a valid HTML id', () => {
    expect(courseAnchorId('Kinderturnen 6–10 Jahre')).toBe('kinderturnen-6–10-jahre');
    expect(courseAnchorId('  Eltern-Kind-Turnen  ')).toBe('eltern-kind-turnen');
    expect(courseAnchorId('Kinderturnen 6–10 Jahre')).not.toMatch(/\s/);
  });

  it('keeps umlauts (the browser encodes them in the URL)', () => {
    expect(courseAnchorId('Männerturngruppe')).toBe('männerturngruppe');
  });
});

describe('workshopAnchorId', () => {
  it('lowercases the title and removes the spaces', () => {
    expect(workshopAnchorId('Erste Hilfe im Sport')).toBe('erstehilfeimsport');
    expect(workshopAnchorId('Kinesio-Taping')).toBe('kinesio-taping');
  });
});

describe('decodeHash', () => {
  it('drops the # and decodes escapes', () => {
    expect(decodeHash('#kinderturnen%20minis')).toBe('kinderturnen minis');
    expect(decodeHash('#m%C3%A4nnerturngruppe')).toBe('männerturngruppe');
    expect(decodeHash('')).toBe('');
  });

  it('keeps a broken escape as it is', () => {
    expect(decodeHash('#50%')).toBe('50%');
  });
});

describe('canonicalAnchor', () => {
  const ids = ['kinderturnen-minis', 'frauengymnastik'];

  it('finds an id given as it is', () => {
    expect(canonicalAnchor('#frauengymnastik', ids, courseAnchorId)).toBe('frauengymnastik');
  });

  it('maps the spec form with spaces (and any case) to the section id', () => {
    expect(canonicalAnchor('#kinderturnen%20minis', ids, courseAnchorId)).toBe(
      'kinderturnen-minis',
    );
    expect(canonicalAnchor('#Kinderturnen Minis', ids, courseAnchorId)).toBe('kinderturnen-minis');
  });

  it('returns null for no hash or an unknown section', () => {
    expect(canonicalAnchor('', ids, courseAnchorId)).toBeNull();
    expect(canonicalAnchor('#yoga', ids, courseAnchorId)).toBeNull();
  });
});
