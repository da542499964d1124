// The built server (APP_MAIN, else this checkout's backend/dist/main.js) with a full garbage
// collection twice a second, so its resident memory shows what it keeps rather than what it has
// not collected yet. For bench/cache-flood only; the product runs main.js as it is.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fileURLToPath, pathToFileURL } from 'node:url';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc');
setInterval(gc, 500).unref();
const main =
  process.env.APP_MAIN || fileURLToPath(new URL('../../backend/dist/main.js', import.meta.url));
await import(pathToFileURL(main).href);
