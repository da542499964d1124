import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, NETWORK_ERROR } from '@/api/ApiError';
import { readEnvelope } from '@/api/client';
import type { Envelope, User } from '@/api/types';
import { getAccessToken, refreshAccessToken, updateSessionUser } from '@/auth/session';
import { xhrUpload, type Progress, type UploadRequest } from '@/offline/xhrUpload';

export const PROFILE_IMAGE_PATH = '/api/user/profileImage';

async function send(
  upload: UploadRequest,
  file: File,
  token: string | null,
  onProgress: (progress: Progress) => void,
): Promise<Response> {
  const body = new FormData();
  body.append('file', file, file.name);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await upload(PROFILE_IMAGE_PATH, { method: 'POST', headers, body }, onProgress);
  } catch (error) {
    throw new ApiError({
      status: 0,
      code: NETWORK_ERROR,
      message: error instanceof Error ? error.message : '',
    });
  }
}

/**
 * POST /api/user/profileImage with how much has gone out (XMLHttpRequest: fetch cannot tell), the
 * same bearer token and one refresh on 401 as every call. The answer (the user with the new
 * photoURL) becomes the session's user: the drawer's avatar changes at once.
 */
export function useUploadPhoto(upload: UploadRequest = xhrUpload) {
  const [progress, setProgress] = useState<Progress | null>(null);
  const mutation = useMutation({
    mutationFn: async (file: File): Promise<Envelope<User>> => {
      setProgress({ loaded: 0, total: file.size });
      try {
        let response = await send(upload, file, getAccessToken(), setProgress);
        if (response.status === 401) {
          const token = await refreshAccessToken();
          if (token) response = await send(upload, file, token, setProgress);
        }
        const envelope = await readEnvelope<User>(response);
        if (envelope.data) updateSessionUser(envelope.data);
        return envelope;
      } finally {
        setProgress(null);
      }
    },
  });
  return { ...mutation, progress };
}
