// The browser suite's time per spec: sums the durations the list reporter prints for each test
// (retries included) in two logs of `npm run test -w e2e`, and prints a Markdown table of both,
// heaviest first: node scripts/e2e-spec-times.mjs before.log after.log
import { readFileSync } from 'node:fs';
const parse = (file) => {
  const sums = new Map();
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = line.match(
      /[✓✘-]\s+\d+ \[chromium\] › tests\/(\S+?):\d+:\d+ › .*\(([\d.]+)(m|s|ms)\)\s*$/,
    );
    if (!m) continue;
    let v = parseFloat(m[2]);
    if (m[3] === 'm') v *= 60;
    if (m[3] === 'ms') v /= 1000;
    sums.set(m[1], (sums.get(m[1]) ?? 0) + v);
  }
  return sums;
};
const [a, b] = process.argv.slice(2).map(parse);
const files = [...new Set([...a.keys(), ...b.keys()])].sort(
  (x, y) => (a.get(y) ?? 0) - (a.get(x) ?? 0),
);
let ta = 0,
  tb = 0;
console.log('| spec | before (s) | after (s) |\n|---|---:|---:|');
for (const f of files) {
  ta += a.get(f) ?? 0;
  tb += b.get(f) ?? 0;
  console.log(`| ${f} | ${Math.round(a.get(f) ?? 0)} | ${Math.round(b.get(f) ?? 0)} |`);
}
console.log(`| **all (worker time)** | **${Math.round(ta)}** | **${Math.round(tb)}** |`);
