/** How far an upload's body has gone out. */
export interface Progress {
  loaded: number;
  total: number;
}

export type UploadRequest = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: XMLHttpRequestBodyInit },
  onProgress: (progress: Progress) => void,
) => Promise<Response>;

/**
 * fetch() cannot report how much of a request body has gone out; XMLHttpRequest can. Answers like
 * fetch: a Response for every HTTP status, a TypeError when no answer came (network, abort).
 */
export const xhrUpload: UploadRequest = (url, init, onProgress) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError(`No usable answer (status ${xhr.status})`));
        return;
      }
      const contentType = xhr.getResponseHeader('Content-Type');
      // A Response cannot carry the statuses without a body (204, 304) with one.
      const empty = [101, 204, 205, 304].includes(xhr.status);
      resolve(
        new Response(empty ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: contentType ? { 'Content-Type': contentType } : {},
        }),
      );
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new TypeError('Network request aborted'));
    xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
    xhr.send(init.body);
  });
