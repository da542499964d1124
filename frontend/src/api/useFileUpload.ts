import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, NETWORK_ERROR } from '@/api/ApiError';
import { readEnvelope } from '@/api/client';
import type { Envelope } from '@/api/types';
import { getAccessToken, refreshAccessToken } from '@/auth/session';
import { xhrUpload, type Progress, type UploadRequest } from '@/offline/xhrUpload';

/** A file with what goes beside it: text parts (before the file) and headers (If-Match). */
export interface UploadInput {
  file: File;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  /** Where it goes, when it differs per call (a document's own replace path). */
  path?: string;
}

async function send(
  upload: UploadRequest,
  path: string,
  input: UploadInput,
  token: string | null,
  onProgress: (progress: Progress) => void,
): Promise<Response> {
  const body = new FormData();
  for (const [name, value] of Object.entries(input.fields ?? {})) body.append(name, value);
  body.append('file', input.file, input.file.name);
  const headers: Record<string, string> = { Accept: 'application/json', ...input.headers };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await upload(path, { method: 'POST', headers, body }, onProgress);
  } catch (error) {
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR,
      message: error instanceof Error ? error.message : '',
    });
  }
}

/**
 * An online upload of one file (multipart part `file`) with how much has gone out
 * (XMLHttpRequest: fetch cannot tell), the same bearer token and one refresh on 401 as every
 * call. `onDone` gets the answer's data (the new profile photo, the club's new logo). A call may
 * pass text parts and headers beside the file (a document's title, its If-Match).
 */
export function useFileUpload<T>(
  path: string,
  onDone: (data: T) => void,
  upload: UploadRequest = xhrUpload,
) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File | UploadInput): Promise<Envelope<T>> => {
      const input = file instanceof File ? { file } : file;
      const target = input.path ?? path;
      setProgress({ loaded: 0, total: input.file.size });
      try {
        let response = await send(upload, target, input, getAccessToken(), setProgress);
        if (response.status === 401) {
          const token = await refreshAccessToken();
          if (token) response = await send(upload, target, input, token, setProgress);
        }
        const envelope = await readEnvelope<T>(response);
        if (envelope.data) onDone(envelope.data);
        return envelope;
      } finally {
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}
