import { act, screen } from '@testing-library/react';
import { useState } from 'react';
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

interface Shown {
  entity: LocalCourse;
  rows: OutboxRow[];
}
let show: (next: Shown) => void;

/** The actions with props a test can change later (as the page's live rows and record do). */
function Harness(initial: Shown) {
  const [shown, setShown] = useState(initial);
  show = setShown;
  return <CourseActions course={shown.entity} rows={shown.rows} />;
}

function renderActions(entity: LocalCourse, rows: OutboxRow[], roles: Role[] = ['course']) {
  renderAccount([{ index: true, element: <Harness entity={entity} rows={rows} /> }], {
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

  it('counts an edit sent from this screen until the refetched state arrives, then follows it', async () => {
    const edit = await row(null);
    renderActions(course('published'), [edit]);
    expect(disabled(publishButton())).toBe(false);
    // Sent: the rows are gone, the local record still says "published" until the refetch.
    act(() => show({ entity: course('published'), rows: [] }));
    expect(disabled(publishButton())).toBe(false);
    act(() => show({ entity: course('changed'), rows: [] }));
    expect(disabled(publishButton())).toBe(false);
    // Published after the request was granted: nothing to publish again.
    act(() => show({ entity: course('published'), rows: [] }));
    expect(disabled(publishButton())).toBe(true);
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
