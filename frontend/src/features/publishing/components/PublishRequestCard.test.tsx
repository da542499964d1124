import { act, screen } from '@testing-library/react';
import type { PublishRequest } from '@/api/types';
import '@/features/account/strings';
import { PublishRequestCard } from '@/features/publishing/components/PublishRequestCard';
import { testConfig } from '@/features/courses/testing/courseFixtures';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

const request: PublishRequest = {
  _id: 'r1',
  type: 'course',
  entity: { _id: 'c1', title: 'Kinderturnen' },
  requested_by: { _id: 'u9', name: 'Kim Kurs' },
  requested_at: '2025-03-04T17:05:00+01:00',
  diff: [
    {
      field: 'description',
      label: 'Beschreibung',
      from: '<p>Turnen für <strong>Kinder</strong> ab 4.</p>',
      to: '<p>Turnen für Kinder &amp; Eltern.</p>',
    },
    {
      field: 'times',
      label: 'Termine',
      from: [],
      to: [{ _id: 't1', day: 'Montag', start: '17:00', end: '18:00', location: 'Halle 2' }],
    },
    {
      field: 'photoURL',
      label: 'Foto',
      from: '/uploads/courses/alt.jpg',
      to: '/uploads/courses/neu.jpg',
    },
  ],
};

describe('PublishRequestCard', () => {
  it('shows a changed photo as both images, not as their paths', async () => {
    renderWithProviders(
      <PublishRequestCard
        request={request}
        busy={false}
        onGrant={jest.fn()}
        onReject={jest.fn()}
      />,
    );
    expect(await screen.findByRole('img', { name: 'Bisheriges Foto' })).toHaveAttribute(
      'src',
      '/uploads/courses/alt.jpg',
    );
    expect(screen.getByRole('img', { name: 'Neues Foto' })).toHaveAttribute(
      'src',
      '/uploads/courses/neu.jpg',
    );
    expect(screen.queryByText('/uploads/courses/neu.jpg')).toBeNull();
  });

  it('compares descriptions as text, not HTML, and names time slots by day, time and place', async () => {
    renderWithProviders(
      <PublishRequestCard
        request={request}
        busy={false}
        onGrant={jest.fn()}
        onReject={jest.fn()}
      />,
    );
    expect(await screen.findByText('Turnen für Kinder ab 4.')).toBeInTheDocument();
    expect(screen.getByText('Turnen für Kinder & Eltern.')).toBeInTheDocument();
    expect(screen.queryByText(/<p>/)).not.toBeInTheDocument();
    expect(screen.getByText('Montag 17:00–18:00 · Halle 2')).toBeInTheDocument();
  });

  it('words fields, weekdays, genders and sports in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    try {
      renderWithProviders(
        <PublishRequestCard
          request={{
            ...request,
            diff: [
              ...request.diff,
              { field: 'genders', label: 'Geschlecht', from: ['männlich'], to: ['weiblich'] },
              { field: 'categories', label: 'Sportarten', from: [], to: ['turnen'] },
            ],
          }}
          busy={false}
          onGrant={jest.fn()}
          onReject={jest.fn()}
        />,
        { path: '/en/', queryData: [[['config'], testConfig]] },
      );
      const rows = (await screen.findAllByRole('row')) as HTMLTableRowElement[];
      const fields = rows.slice(1).map((row) => row.cells[0]?.textContent);
      expect(fields).toEqual(['Description', 'Training times', 'Photo', 'Gender', 'Sports']);
      expect(screen.getByText('Monday 17:00–18:00 · Halle 2')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'New photo' })).toBeInTheDocument();
      expect(screen.getByText('male')).toBeInTheDocument();
      expect(screen.getByText('female')).toBeInTheDocument();
      expect(screen.getByText('Turnen')).toBeInTheDocument();
      expect(screen.queryByText(/Montag|Termine|Foto/)).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('de'));
    }
  });

  it('names a workshop’s session by its date, so a moved session shows as a change', async () => {
    const session = {
      _id: 't1',
      day: 'Samstag',
      start: '09:00',
      end: '16:00',
      location: 'Halle 2',
    };
    renderWithProviders(
      <PublishRequestCard
        request={{
          ...request,
          type: 'workshop',
          entity: { _id: 'w1', title: 'Erste Hilfe' },
          diff: [
            {
              field: 'times',
              label: 'Termine',
              from: [{ ...session, date: '2027-03-13' }],
              to: [{ ...session, date: '2027-03-20' }],
            },
          ],
        }}
        busy={false}
        onGrant={jest.fn()}
        onReject={jest.fn()}
      />,
    );
    expect(await screen.findByText('Samstag 13.03.2027 09:00–16:00 · Halle 2')).toBeInTheDocument();
    expect(screen.getByText('Samstag 20.03.2027 09:00–16:00 · Halle 2')).toBeInTheDocument();
  });
});
