import {
  funrunBody,
  funrunSchema,
  funrunValues,
  newFunrunValues,
  type FunrunFormValues,
} from '@/features/funrunStaff/funrunSchema';
import { funrunFixture } from '@/testing/fixtures';

const run = funrunFixture();
const messages = (values: FunrunFormValues) => {
  const result = funrunSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the fun-run form', () => {
  it('gives the server back what it loaded, amounts in euros with a comma', () => {
    const values = funrunValues(run);
    expect(values.late_fee).toBe('2');
    expect(messages(values)).toEqual({});
    const body = funrunBody(funrunSchema.parse({ ...values, late_fee: '2,50' }));
    expect(body).toMatchObject({
      year: 2025,
      late_fee: 2.5,
      location_id: 'l1',
      tracks: [{ distance_m: 10_000, fee: 10, age_group: null }, { age_group: 'bis 6 Jahre' }],
    });
    expect(
      funrunBody(funrunSchema.parse({ ...values, location_id: '', results_url: '' })),
    ).toMatchObject({ location_id: null, results_url: null });
  });

  it('follows the server’s rules across fields and per entry', () => {
    const values = funrunValues(run);
    expect(
      messages({
        ...values,
        date: '2026-06-28',
        registration_until: '2026-07-01',
        late_fee: '1,234',
        results_url: 'http://example.org',
        bib_pickups: [{ date: '2025-06-28', from: '16:00', to: '14:00' }],
        tracks: [{ ...values.tracks[0]!, name_en: 'x', distance_m: '0' }],
      }),
    ).toEqual({
      date: 'funrunStaff:validation.inYear',
      registration_until: 'funrunStaff:validation.deadline',
      late_fee: 'funrunStaff:validation.euro',
      results_url: 'form:https',
      'bib_pickups.0.to': 'form:endAfterStart',
      'tracks.0.name_en': 'form:min2',
      'tracks.0.distance_m': 'funrunStaff:validation.distance',
    });
  });

  it('starts a new year from the last one’s tracks and rules, without its dates and results', () => {
    const next = newFunrunValues(funrunFixture({ results_url: 'https://ergebnisse.example' }));
    expect(next).toMatchObject({
      year: '2026',
      date: '',
      registration_until: '',
      bib_pickups: [],
      results_url: '',
      location_id: 'l1',
      late_closes_minutes: '15',
    });
    expect(next.tracks).toHaveLength(2);
  });
});
