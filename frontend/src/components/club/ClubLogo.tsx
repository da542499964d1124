import { clubInitials, useClub } from '@/components/club/club';
import { useClubLogoStyles } from '@/components/club/ClubLogo.styles';

/**
 * The club's crest: its logo where the club uploaded one, else a shield with its initials and
 * founding year (the same the server draws into the app icons).
 */
export function ClubLogo({ size = 40, title }: { size?: number; title?: string }) {
  const styles = useClubLogoStyles();
  const club = useClub();
  if (club.logo) {
    return (
      <img
        className={styles.image}
        src={club.logo}
        width={size}
        height={size}
        alt={title ?? ''}
        decoding="async"
      />
    );
  }
  const initials = clubInitials(club);
  return (
    <svg
      className={styles.svg}
      width={size * 0.86}
      height={size}
      viewBox="0 0 48 56"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
    >
      <path
        className={styles.shield}
        d="M24 2 L45 8 V28 C45 41 35 50 24 54 C13 50 3 41 3 28 V8 Z"
      />
      <path className={styles.band} d="M3 30 H45 V36 H3 Z" />
      <text
        className={styles.letters}
        x="24"
        y={club.founding_year ? 25 : 31}
        textAnchor="middle"
        fontSize={initials.length > 3 ? 11 : 14}
      >
        {initials}
      </text>
      {club.founding_year && (
        <text className={styles.letters} x="24" y="44" textAnchor="middle" fontSize="11">
          {club.founding_year}
        </text>
      )}
    </svg>
  );
}
