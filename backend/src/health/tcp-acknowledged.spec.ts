import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { HealthState } from '@/health/health.state';
import { acknowledgedBytes } from '@/health/tcp-acknowledged';

/** The kernel's TCP table is Linux's; elsewhere there is nothing to read. */
const linux = process.platform === 'linux' ? describe : describe.skip;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` (a safety cap only: a broken count fails the test instead of hanging it). */
async function until(check: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (check()) return;
    await sleep(25);
  }
  throw new Error(`never happened: ${what}`);
}

/**
 * Waits until `value()` has stayed the same for half a second (the client's kernel took what
 * fits its receive buffer) and returns it.
 */
async function settled(value: () => number | undefined, what: string): Promise<number | undefined> {
  let last = value();
  let since = Date.now();
  for (let i = 0; i < 400; i++) {
    await sleep(25);
    const now = value();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= 500) {
      return last;
    }
  }
  throw new Error(`never settled: ${what}`);
}

/** A connection whose client does not read: the server writes 8 MB into it. */
async function stuffedConnection() {
  let sent!: Socket;
  const server: Server = createServer((socket) => {
    sent = socket;
    socket.write(Buffer.alloc(8 * 1024 * 1024, 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const client = connect(port, '127.0.0.1');
  client.pause();
  await until(() => sent !== undefined && sent.writableLength > 0, 'the server writes');
  return {
    sent: () => sent,
    client,
    close: async () => {
      client.destroy();
      sent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

linux('acknowledgedBytes (Linux: the kernel’s send queue)', () => {
  it('tells how much the client has acknowledged, not what the server handed to the kernel', async () => {
    const c = await stuffedConnection();
    const acknowledged = () => acknowledgedBytes([c.sent()]).get(c.sent());
    try {
      // The client reads nothing: its kernel takes what fits its receive buffer, no more.
      const before = await settled(acknowledged, 'the buffers are full');
      expect(before).toBeGreaterThan(0);
      expect(before).toBeLessThan(2 * 1024 * 1024);

      // The client reads everything: every byte is acknowledged.
      let received = 0;
      c.client.on('data', (chunk: Buffer) => (received += chunk.length));
      c.client.resume();
      await until(() => received === 8 * 1024 * 1024, 'the client has every byte');
      await until(() => acknowledged() === 8 * 1024 * 1024, 'every byte acknowledged');
    } finally {
      await c.close();
    }
  });

  it('leaves out a socket it cannot tell about (no descriptor, a mock)', () => {
    const mock = { bytesWritten: 10 } as unknown as Socket;
    expect(acknowledgedBytes([mock]).size).toBe(0);
  });
});

linux('HealthState.activity on a real connection', () => {
  it('moves when the client takes bytes out of the kernel’s buffers, though Node writes nothing new', async () => {
    const c = await stuffedConnection();
    const health = new HealthState();
    const res = Object.assign(new EventEmitter(), { socket: c.sent() });
    health.track(res as unknown as ServerResponse);
    try {
      // The client reads nothing: once its kernel has taken what fits, the count stands.
      const before = await settled(() => health.activity(), 'the buffers are full');
      const written = c.sent().bytesWritten;

      // The client reads 512 KB: far less than the kernel holds, so Node hands it nothing new,
      // but the client acknowledges what it made room for.
      let taken = 0;
      while (taken < 512 * 1024) {
        const chunk = c.client.read() as Buffer | null;
        if (chunk) taken += chunk.length;
        else await sleep(5);
      }
      await until(() => health.activity() !== before, 'the count moves');
      // What Node counts as written (its own buffer included) did not move: only the acknowledgements did.
      expect(c.sent().bytesWritten).toBe(written);
    } finally {
      await c.close();
    }
  });
});
