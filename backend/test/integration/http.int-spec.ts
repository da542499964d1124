import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '@test/utils/test-app';
import { createWorld } from '@test/factories/factories';
import { as } from '@test/utils/http';

describe('HTTP surface of the app as npm start serves it', () => {
  let t: TestApp;
  let staticDir: string;
  let world: Awaited<ReturnType<typeof createWorld>>;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'vh-static-'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><html lang="de"><head><!--vh-head--></head><body><div id="root"><!--vh-app--></div><!--vh-state--></body></html>',
    );
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(join(staticDir, 'assets', 'app-1234.js'), 'console.log(1)');
    t = await createTestApp({ STATIC_DIR: staticDir });
    world = await createWorld(t.db);
  });
  afterAll(async () => {
    await t.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('answers a page path with the app shell when there is no server render (no frontend SSR build)', async () => {
    const res = await t.request({ method: 'GET', url: '/de/abteilung/Turnen' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The shell names no club: the app sets the title from the club's settings.
    expect(res.body).toContain('<title>Vereinsheim</title>');
    expect(res.body).toContain('<div id="root"><noscript>');
  });

  it('serves hashed assets with an immutable cache and the shell with no-cache', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await t.request({ method: 'GET', url: '/de/' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with a 404 envelope, never with HTML under a .js name', async () => {
    const res = await t.request({ method: 'GET', url: '/assets/app-old.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('answers an unknown API path with the German 404 envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/api/gibtesnicht' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      message: 'Diese Adresse gibt es nicht.',
      code: 'ROUTE_NOT_FOUND',
    });
  });

  it('sends security headers on every response', async () => {
    const res = await t.request({ method: 'GET', url: '/public/courses' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts an action call with a JSON content type and an empty body', async () => {
    const { token } = await t.login(world.admin.email);
    const res = await t.request({
      method: 'POST',
      url: `/api/course/publish/${world.sameDepartment.course.id}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('published');
  });

  it('rejects malformed JSON and prototype poisoning with a German 400', async () => {
    for (const payload of [
      '{bad',
      '{"__proto__":{"admin":true},"email":"a@b.de","password":"x"}',
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Die Anfrage ist ungültig.',
      });
    }
  });

  it('clears the last rejection once the course is published directly', async () => {
    const trainer = as(t, (await t.login(world.courseUser.email)).token);
    const admin = as(t, (await t.login(world.admin.email)).token);
    const id = world.own.course.id;
    expect((await trainer.post(`/api/course/publish/${id}`)).statusCode).toBe(200);
    expect(
      (await admin.post(`/api/course/reject/${id}`, { reason: 'Bitte Ort prüfen.' })).statusCode,
    ).toBe(200);
    expect((await trainer.get(`/api/course/${id}`)).json().data.last_rejection.reason).toBe(
      'Bitte Ort prüfen.',
    );
    expect((await admin.post(`/api/course/publish/${id}`)).statusCode).toBe(200);
    expect((await trainer.get(`/api/course/${id}`)).json().data.last_rejection).toBeNull();
  });
});
