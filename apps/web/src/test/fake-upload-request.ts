// The part of XMLHttpRequest the API client uses for a request with upload progress
// (lib/api-client.ts), for the fake servers of tests: each fake's send() plays the upload and
// the reply through `uploaded`, `status`, `headers` and `responseText`.
export abstract class FakeUploadRequest extends EventTarget {
  status = 0;
  /** The reply's bytes so far, one character per byte (the client asks for x-user-defined). */
  responseText = '';
  withCredentials = false;
  readonly upload = new EventTarget();
  protected url = '';
  /** The reply's headers, as getAllResponseHeaders gives them. */
  protected headers = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  overrideMimeType() {}
  getAllResponseHeaders() {
    return this.headers;
  }
  abort() {}
  abstract send(body: unknown): void;
  /** Upload progress, in percent. */
  protected uploaded(percent: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: percent, total: 100 }));
  }
}
