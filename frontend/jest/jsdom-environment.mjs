/**
 * jsdom lacks structuredClone (fake-indexeddb/Dexie need it) and some web APIs Node has;
 * copy Node's implementations onto the test window.
 */
import { TestEnvironment } from 'jest-environment-jsdom';

const FROM_NODE = [
  'structuredClone',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'BroadcastChannel',
  'fetch',
  'Request',
  'Response',
  'Headers',
  'AbortController',
  'AbortSignal',
];

/**
 * Replaced even though jsdom has them: Node's structuredClone (IndexedDB's copy) only keeps
 * Node's Blob a Blob, and the outbox stores images as Blobs and sends them as FormData.
 */
const ALWAYS_FROM_NODE = ['Blob', 'File', 'FormData'];

export default class VereinsheimJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
    for (const name of ALWAYS_FROM_NODE) this.global[name] = globalThis[name];
  }
}
