import { useClubLogoStyles } from '@/components/club/ClubLogo.styles';

/** The club crest: a shield with "TuS" and the founding year 1887. */
export function ClubLogo({ size = 40, title }: { size?: number; title?: string }) {
  const styles = useClubLogoStyles();
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
      <text className={styles.letters} x="24" y="25" textAnchor="middle" fontSize="14">
        TuS
      </text>
      <text className={styles.letters} x="24" y="44" textAnchor="middle" fontSize="11">
        1887
      </text>
    </svg>
  );
}
