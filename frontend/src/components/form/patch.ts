/** The entries of `next` whose values differ from `current` (an update carries only those). */
export function changedValues<T extends Record<string, unknown>>(
  next: T,
  current: Record<string, unknown>,
): Partial<T> {
  return Object.fromEntries(
    Object.entries(next).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(current[key]),
    ),
  ) as Partial<T>;
}
