import { i18n } from '@/i18n';
import { defineOfflineEntity } from '@/offline/entity';
import { entityOf } from '@/offline/registry';
import type { Versioned } from '@/offline/registry';

type Thing = Versioned & { title: string; name?: string };

describe('defineOfflineEntity', () => {
  const thing = defineOfflineEntity<Thing>()({
    type: 'thing',
    ns: 'thingNs',
    create: '/api/sponsors',
    update: { method: 'PUT', path: '/api/sponsors' },
    remove: '/api/sponsor/{id}',
    upload: { image: '/api/sponsor/uploadImage/{id}' },
    immutableKeys: [],
  });

  it('turns the schema paths into the registry’s paths, the id filled in and encoded', () => {
    expect(thing.paths.create).toBe('/api/sponsors');
    expect(thing.paths.update).toBe('/api/sponsors');
    expect(thing.updateMethod).toBe('PUT');
    expect(thing.paths.remove?.('a b/c')).toBe('/api/sponsor/a%20b%2Fc');
    expect(thing.paths.upload?.image('s1')).toBe('/api/sponsor/uploadImage/s1');
    expect(thing.paths.action).toBeUndefined();
  });

  it('deletes through a query parameter where the API takes the id so', () => {
    const news = defineOfflineEntity<Thing>()({
      type: 'thing-q',
      ns: 'thingNs',
      create: '/api/news',
      remove: { path: '/api/news', query: 'id' },
      immutableKeys: [],
    });
    expect(news.paths.remove?.('n 1')).toBe('/api/news?id=n+1');
    // No update path: the entity cannot be changed once sent (the default verb is unused).
    expect(news.paths.update).toBeUndefined();
  });

  it('may have no create and no delete (a visitor’s booking, a course’s trial places), and update without If-Match', () => {
    const places = defineOfflineEntity<Thing>()({
      type: 'thing-places',
      ns: 'thingNs',
      update: { method: 'PUT', path: '/api/trials/places' },
      updateIfMatch: false,
      immutableKeys: [],
    });
    expect(places.paths).toEqual({ update: '/api/trials/places' });
    expect(places.updateIfMatch).toBe(false);
  });

  it('names itself and its fields from the feature’s own namespace', () => {
    i18n.addResourceBundle('de', 'thingNs', {
      entity: 'Ding „{{title}}“',
      fields: { title: 'Bezeichnung' },
    });
    const t = i18n.getFixedT('de');
    expect(thing.label({ title: 'Tor' }, t)).toBe('Ding „Tor“');
    expect(thing.fieldLabel('title', t)).toBe('Bezeichnung');
    // A field without a text shows its key rather than nothing.
    expect(thing.fieldLabel('link', t)).toBe('link');
  });

  it('the app registers the units the areas’ manifests declare', () => {
    // jest/setup.ts registers them as the back office does (app/backOffice/offlineEntities.ts).
    for (const type of ['course', 'time', 'workshop', 'department', 'post', 'news']) {
      expect(entityOf(type).type).toBe(type);
    }
    expect(entityOf('course').paths.action?.publish('c1')).toBe('/api/course/publish/c1');
    expect(entityOf('course').updateMethod).toBe('POST');
  });
});
