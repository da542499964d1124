import { screen } from '@testing-library/react';
import { CalendarLinks } from '@/components/calendar/CalendarLinks';
import { calendarUrls, SiteOriginContext } from '@/components/calendar/siteOrigin';
import { i18n } from '@/i18n';
import { renderWithProviders } from '@/testing/renderWithProviders';

describe('calendarUrls', () => {
  it('makes the webcal address from the site’s origin and keeps the download on this site', () => {
    expect(calendarUrls('https://www.tus.de', 'course/1.ics')).toEqual({
      webcal: 'webcal://www.tus.de/calendar/course/1.ics',
      path: '/calendar/course/1.ics',
    });
    expect(calendarUrls('http://localhost:3000/', 'club.ics').webcal).toBe(
      'webcal://localhost:3000/calendar/club.ics',
    );
  });
});

describe('CalendarLinks', () => {
  afterEach(() => i18n.changeLanguage('de'));

  const renderLinks = () =>
    renderWithProviders(
      <SiteOriginContext.Provider value="https://www.tus-musterstadt.de">
        <CalendarLinks feed="course/abc.ics" name="Yoga" />
      </SiteOriginContext.Provider>,
    );

  it('offers the subscription (webcal) and the file (download) as plain links named with the feed', async () => {
    renderLinks();
    const subscribe = await screen.findByRole('link', { name: 'Kalender abonnieren: Yoga' });
    expect(subscribe).toHaveAttribute(
      'href',
      'webcal://www.tus-musterstadt.de/calendar/course/abc.ics',
    );
    expect(subscribe).not.toHaveAttribute('download');
    const download = screen.getByRole('link', { name: 'Herunterladen: Yoga' });
    expect(download).toHaveAttribute('href', '/calendar/course/abc.ics');
    expect(download).toHaveAttribute('download');
  });

  it('speaks English', async () => {
    await i18n.changeLanguage('en');
    renderLinks();
    expect(await screen.findByRole('link', { name: 'Subscribe to calendar: Yoga' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download: Yoga' })).toBeVisible();
  });
});
