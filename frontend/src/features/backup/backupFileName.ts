/** backup_YYYY_MM_DD.zip (spec section 9) for the user's today (their local date). */
export function backupFileName(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `backup_${now.getFullYear()}_${pad(now.getMonth() + 1)}_${pad(now.getDate())}.zip`;
}
