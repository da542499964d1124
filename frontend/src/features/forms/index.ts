/** The forms feature's public face: how the site writes a file's size. */
export { formatFileSize } from '@/features/forms/groupForms';
