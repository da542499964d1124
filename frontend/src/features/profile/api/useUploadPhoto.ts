import type { User } from '@/api/types';
import { useFileUpload } from '@/api/useFileUpload';
import { updateSessionUser } from '@/auth/session';
import { xhrUpload, type UploadRequest } from '@/offline/xhrUpload';

export const PROFILE_IMAGE_PATH = '/api/user/profileImage';

/**
 * POST /api/user/profileImage. The answer (the user with the new photoURL) becomes the session's
 * user: the drawer's avatar changes at once.
 */
export function useUploadPhoto(upload: UploadRequest = xhrUpload) {
  return useFileUpload<User>(PROFILE_IMAGE_PATH, updateSessionUser, upload);
}
