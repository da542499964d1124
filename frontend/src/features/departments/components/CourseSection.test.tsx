import { screen, within } from '@testing-library/react';
import { CourseSection } from '@/features/departments/components/CourseSection';
import { makeCourse } from '@/features/courses/testing/courseFixtures';
import { renderWithProviders } from '@/testing/renderWithProviders';

describe('CourseSection', () => {
  it("links to the course's own page", () => {
    renderWithProviders(
      <CourseSection
        course={makeCourse({ title: 'Kinderturnen Minis', slug: 'kinderturnen-minis' })}
      />,
      { path: '/de/abteilung/Turnen' },
    );
    expect(
      screen.getByRole('link', { name: 'Alles zu Kinderturnen Minis auf einer Seite' }),
    ).toHaveAttribute('href', '/de/angebot/kinderturnen-minis');
  });

  it("answers the spec's literal anchor (#kinderturnen%20minis) in its heading, the section its own id", () => {
    renderWithProviders(<CourseSection course={makeCourse({ title: 'Kinderturnen Minis' })} />, {
      path: '/de/abteilung/Turnen',
    });
    const section = screen.getByTestId('course-section');
    expect(section).toHaveAttribute('id', 'kinderturnen-minis');
    // What the browser looks up for #kinderturnen%20minis without the app: the decoded fragment.
    const target = document.getElementById(decodeURIComponent('kinderturnen%20minis'));
    expect(target).not.toBeNull();
    expect(within(screen.getByRole('heading', { level: 2 })).getByTestId('literal-anchor')).toBe(
      target,
    );
  });

  it('needs no second anchor when the title has no space', () => {
    renderWithProviders(<CourseSection course={makeCourse({ title: 'Yoga' })} />, {
      path: '/de/abteilung/Yoga',
    });
    expect(screen.queryByTestId('literal-anchor')).toBeNull();
    expect(screen.getByTestId('course-section')).toHaveAttribute('id', 'yoga');
  });
});
