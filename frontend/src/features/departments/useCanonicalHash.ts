import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { canonicalAnchor, decodeHash } from '@/features/departments/anchors';

/**
 * Rewrites a title-like hash (the spec's /abteilung/Turnen#kinderturnen minis) to the section's
 * id, so the hash scroll finds the section. Runs in an effect: the server render has no hash.
 */
export function useCanonicalHash(ids: readonly string[], toId: (fragment: string) => string) {
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const key = ids.join('\n');
  useEffect(() => {
    const id = canonicalAnchor(hash, key.split('\n'), toId);
    if (id && id !== decodeHash(hash)) {
      void navigate({ pathname, search, hash: `#${id}` }, { replace: true });
    }
  }, [hash, key, pathname, search, navigate, toId]);
}
