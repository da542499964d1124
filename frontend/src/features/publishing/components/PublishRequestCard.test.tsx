import { screen } from '@testing-library/react';
import type { PublishRequest } from '@/api/types';
import '@/features/account/strings';
import { PublishRequestCard } from '@/features/publishing/components/PublishRequestCard';
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
