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
  'FormData',
  'Blob',
  'AbortController',
  'AbortSignal',
];

export default class VereinsheimJsdomEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    for (const name of FROM_NODE) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = globalThis[name];
      }
    }
  }
}
