import { courseSlugs } from '@/courses/course-slug';

describe('courseSlugs', () => {
  it('makes a readable address from the title, umlauts spelled out', () => {
    const slugs = courseSlugs([
      { id: 'a', title: 'Kinderturnen Minis', departmentName: 'Turnen' },
      { id: 'b', title: 'Rückenfit & Pilates', departmentName: 'Gesundheitssport' },
    ]);
    expect(slugs.get('a')).toBe('kinderturnen-minis');
    expect(slugs.get('b')).toBe('rueckenfit-pilates');
  });

  it('gives titles of the same slug their department, then the start of their id', () => {
    const slugs = courseSlugs([
      { id: '11111111-aaaa', title: 'Fit ab 60', departmentName: 'Turnen' },
      { id: '22222222-bbbb', title: 'Fit ab 60', departmentName: 'Leichtathletik' },
      { id: '33333333-cccc', title: 'fit  ab 60!', departmentName: 'Leichtathletik' },
      { id: '44444444-dddd', title: 'Yoga', departmentName: 'Yoga' },
    ]);
    expect(slugs.get('11111111-aaaa')).toBe('fit-ab-60-turnen');
    expect(slugs.get('22222222-bbbb')).toBe('fit-ab-60-leichtathletik-22222222');
    expect(slugs.get('33333333-cccc')).toBe('fit-ab-60-leichtathletik-33333333');
    expect(slugs.get('44444444-dddd')).toBe('yoga');
    expect(new Set(slugs.values()).size).toBe(4);
  });

  it('is the same on every read, whatever the order', () => {
    const items = [
      { id: 'x1', title: 'Lauftreff', departmentName: 'A' },
      { id: 'x2', title: 'Lauftreff', departmentName: 'B' },
    ];
    expect([...courseSlugs(items)].sort()).toEqual([...courseSlugs([...items].reverse())].sort());
  });

  it('falls back to a word when the title has no letters or digits', () => {
    expect(courseSlugs([{ id: 'z', title: '???', departmentName: 'X' }]).get('z')).toBe('angebot');
  });
});
