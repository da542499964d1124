import { readFileSync, readlinkSync } from 'node:fs';
import type { Socket } from 'node:net';

/** The kernel's tables of TCP sockets in this process's network namespace (Linux). */
const TABLES = ['/proc/net/tcp', '/proc/net/tcp6'];

/** What of a net.Socket's libuv handle this reads: Node has no public way to these counters. */
interface TcpHandle {
  /** The descriptor on Unix (-1 elsewhere). */
  fd?: unknown;
  /** Bytes handed to libuv, written to the kernel or still queued in libuv. */
  bytesWritten?: unknown;
  /** Bytes libuv has not written to the kernel yet. */
  writeQueueSize?: unknown;
}

/** Each socket's inode (`socket:[…]` of its descriptor), or null where there is none to find. */
const inodes = new WeakMap<Socket, string | null>();

/**
 * How many bytes of each socket its peer has acknowledged: what libuv wrote to the kernel less
 * what the kernel still holds unacknowledged (Linux: `tx_queue` of /proc/net/tcp and tcp6, that
 * is write_seq − snd_una). What Node counts is what it handed on, and the kernel's send buffer
 * (megabytes, autotuned) hides for half a minute whether a slow client still reads. Node has no
 * call for this (no TCP_INFO, no SIOCOUTQ) and it needs no native addon. A socket this cannot
 * tell about (another system, no descriptor, a closed one) is missing from the answer.
 *
 * It reads the whole table (every TCP socket of the namespace), so it is for the drain: once per
 * check, and only with requests in flight.
 */
export function acknowledgedBytes(sockets: readonly Socket[]): Map<Socket, number> {
  const wanted = new Map<string, { socket: Socket; handed: number }>();
  for (const socket of sockets) {
    const handle = handleOf(socket);
    const inode = handle && inodeOf(socket, handle);
    const { bytesWritten, writeQueueSize } = handle ?? {};
    if (inode && typeof bytesWritten === 'number' && typeof writeQueueSize === 'number') {
      wanted.set(inode, { socket, handed: bytesWritten - writeQueueSize });
    }
  }
  const answer = new Map<Socket, number>();
  for (const table of TABLES) {
    if (answer.size === wanted.size) break;
    let text: string;
    try {
      text = readFileSync(table, 'latin1');
    } catch {
      continue; // Not Linux, or no IPv6.
    }
    for (const line of text.split('\n')) {
      // sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode …
      const columns = line.trim().split(/\s+/);
      const found = columns.length > 9 ? wanted.get(columns[9]!) : undefined;
      if (!found) continue;
      const unacknowledged = Number.parseInt(columns[4]!.split(':')[0]!, 16);
      if (Number.isFinite(unacknowledged)) {
        answer.set(found.socket, found.handed - unacknowledged);
      }
    }
  }
  return answer;
}

function handleOf(socket: Socket): TcpHandle | null {
  const handle = (socket as unknown as { _handle?: unknown })._handle;
  return typeof handle === 'object' && handle !== null ? (handle as TcpHandle) : null;
}

function inodeOf(socket: Socket, handle: TcpHandle): string | null {
  const known = inodes.get(socket);
  if (known !== undefined) return known;
  let inode: string | null = null;
  if (typeof handle.fd === 'number' && handle.fd >= 0) {
    try {
      inode = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${handle.fd}`))?.[1] ?? null;
    } catch {
      inode = null;
    }
  }
  inodes.set(socket, inode);
  return inode;
}
