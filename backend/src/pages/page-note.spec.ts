import type { FastifyReply, FastifyRequest } from 'fastify';
import { withEarnedNotes } from '@/pages/page-note';

function ask(url: string, cookie?: string) {
  const header = jest.fn();
  const address = withEarnedNotes(
    { url, headers: { cookie } } as unknown as FastifyRequest,
    { header } as unknown as FastifyReply,
  );
  return { address, cleared: header.mock.calls.map((call) => String(call[1]).split(';')[0]) };
}

describe('one-time page notes', () => {
  const post = '/de/beitrag/6b3f2c1e-0000-4000-8000-000000000000';

  it('keeps a note the browser earned and takes its proof', () => {
    const earned = ask(`${post}?like=danke`, 'vh.theme=dark; vh.note=like.danke');
    expect(earned).toEqual({ address: `${post}?like=danke`, cleared: ['vh.note='] });
  });

  it('drops a note without its proof, or with the proof of another', () => {
    expect(ask(`${post}?like=danke`).address).toBe(post);
    expect(ask(`${post}?like=danke`, 'vh.note=like.schon')).toEqual({
      address: post,
      cleared: [],
    });
    expect(ask(`${post}?like=danke&like=danke`, 'vh.note=like.danke').address).toBe(post);
  });

  it('leaves every other part of the address as it was spelled', () => {
    expect(ask('/de/blog?se%69te=2&like=x').address).toBe('/de/blog?se%69te=2');
    expect(ask('/de/?kurse=alle').address).toBe('/de/?kurse=alle');
  });
});
