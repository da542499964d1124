import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@/api/types';
import type { LocalCourse } from '@/features/courses';
import { CourseActions } from '@/features/courses/components/CourseActions';
import { i18n } from '@/i18n';
import { db } from '@/offline/db';
import { appendRow, listOutbox } from '@/offline/outbox';
import { resetDb } from '@/offline/testing';
import type { OutboxRow } from '@/offline/types';
import { renderAccount, userWith } from '@/testing/renderAccount';

const course = (state: LocalCourse['state']): LocalCourse =>
  ({
    _id: 'c1',
    title: 'Kinderturnen',
    state,
    blocked: false,
    pending_request: null,
    last_rejection: null,
    version: 3,
    serverVersion: 3,
  }) as LocalCourse;

async function row(action: 'publish' | null, over: Partial<OutboxRow> = {}): Promise<OutboxRow> {
  const made = await appendRow({
    userId: 'u1',
    kind: action ? 'action' : 'update',
    ...(action ? { action } : {}),
    method: 'POST',
    path: action ? '/api/course/publish/c1' : '/api/course',
    body: action ? null : { _id: 'c1', info: 'Neu' },
    entity: { type: 'course', id: 'c1' },
    baseVersion: 3,
    base: null,
    ifMatch: !action,
  });
  await db.outbox.update(made.id, over);
  return { ...made, ...over };
}

function renderActions(entity: LocalCourse, rows: OutboxRow[], roles: Role[] = ['course']) {
  renderAccount([{ index: true, element: <CourseActions course={entity} rows={rows} /> }], {
    user: userWith(roles),
    path: '/de/account',
  });
}

const disabled = (button: HTMLElement) =>
  button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';

const publishButton = () => screen.getByRole('button', { name: 'Veröffentlichung anfragen' });

beforeEach(resetDb);
afterEach(() => act(() => void i18n.changeLanguage('de')));

describe('PublishActions', () => {
  it('offers no request for a published course without changes, and says why (focusable)', () => {
    renderActions(course('published'), []);
    expect(disabled(publishButton())).toBe(true);
    expect(publishButton()).not.toHaveAttribute('disabled');
    expect(publishButton()).toHaveAccessibleDescription(
      'Alles ist veröffentlicht; nach einer Änderung kannst du wieder anfragen.',
    );
  });

  it('tells someone who publishes directly the same in their words', () => {
    renderActions(course('published'), [], ['admin']);
    expect(screen.getByRole('button', { name: 'Veröffentlichen' })).toHaveAccessibleDescription(
      'Alles ist veröffentlicht; nach einer Änderung kannst du wieder veröffentlichen.',
    );
  });

  it('offers it once an edit of the published course waits on the device', async () => {
    renderActions(course('published'), [await row(null)]);
    expect(disabled(publishButton())).toBe(false);
    expect(screen.queryByTestId('course-nothing-to-publish')).not.toBeInTheDocument();
  });

  it('offers it for a changed course', () => {
    renderActions(course('changed'), []);
    expect(disabled(publishButton())).toBe(false);
  });

  it('shows a request the server refused with its reason instead of "waiting", and discards it', async () => {
    const refused = await row('publish', {
      status: 'rejected',
      lastError: 'Es gibt keine unveröffentlichten Änderungen.',
      errorCode: 'CONFLICT',
    });
    renderActions(course('changed'), [refused]);
    const failed = screen.getByTestId('course-publish-failed');
    expect(failed).toHaveTextContent(
      'Die Veröffentlichung wurde nicht angenommen: Es gibt keine unveröffentlichten Änderungen.',
    );
    expect(screen.queryByTestId('course-publish-queued')).not.toBeInTheDocument();
    expect(disabled(publishButton())).toBe(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verwerfen' }));
    expect(await listOutbox('u1')).toEqual([]);
  });

  it('names the refusal by its code in English', async () => {
    await act(() => i18n.changeLanguage('en'));
    const refused = await row('publish', {
      status: 'rejected',
      lastError: 'Es gibt keine unveröffentlichten Änderungen.',
      errorCode: 'CONFLICT',
    });
    renderActions(course('changed'), [refused]);
    expect(screen.getByTestId('course-publish-failed')).toHaveTextContent(
      `The publication was not accepted: ${i18n.t('errors:CONFLICT')}`,
    );
    expect(screen.getByTestId('course-publish-failed')).not.toHaveTextContent('unveröffentlichten');
  });

  it('a request refused because the session ended still waits (it goes after the next login)', async () => {
    const waiting = await row('publish', { status: 'refused', refusal: 'session-ended' });
    renderActions(course('changed'), [waiting]);
    expect(screen.getByTestId('course-publish-queued')).toBeInTheDocument();
    expect(screen.queryByTestId('course-publish-failed')).not.toBeInTheDocument();
  });

  it('says a queued request waits while it is not refused', async () => {
    renderActions(course('changed'), [await row('publish')]);
    expect(screen.getByTestId('course-publish-queued')).toBeInTheDocument();
    expect(screen.queryByTestId('course-publish-failed')).not.toBeInTheDocument();
  });
});
