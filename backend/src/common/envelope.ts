import type { ErrorCode } from './app-error';

/** The response shape of spec section 7. */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  data?: T;
  code?: ErrorCode;
  details?: Record<string, string>;
}

export function ok<T>(message: string, data?: T): Envelope<T> {
  return data === undefined ? { success: true, message } : { success: true, message, data };
}
