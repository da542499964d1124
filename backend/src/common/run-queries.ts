/**
 * Runs independent queries: at once on the pool, or one after another inside a transaction,
 * whose single connection must not get a second query while one is running (pg deprecates
 * that, and pg 9 refuses it).
 */
export async function runQueries<T extends unknown[]>(
  tx: unknown,
  ...tasks: { [K in keyof T]: () => Promise<T[K]> }
): Promise<T> {
  if (!tx) return (await Promise.all(tasks.map((task) => task()))) as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as T;
}
