import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A tiny stand-in for the Turnstile siteverify endpoint: token "gut" passes, anything else fails. */
export async function startVerifyServer() {
  const calls: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      calls.push(params);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: params.get('response') === 'gut' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/siteverify`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
