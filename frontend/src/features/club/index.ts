/** The club feature's public face: the staff settings read (the users page's workshop account). */
export { useClubSettings, type ClubSettings } from '@/features/club/api/useClubSettings';
