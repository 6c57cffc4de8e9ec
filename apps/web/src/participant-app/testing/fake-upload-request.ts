import { vi } from "vitest";

// Stands in for XMLHttpRequest, which the app uses only for uploads (fetch cannot report an
// upload's progress): each request is recorded as the server would see it, and the test answers
// it, with progress first if it likes.

type Listener = (event: ProgressEvent) => void;

export type FakeUpload = {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: FormData;
  /** Reports this much of the body sent. */
  progress: (loaded: number, total: number) => void;
  /** Answers with this status and JSON body. */
  respond: (status: number, body: unknown) => void;
  /** Fails as with no network. */
  fail: () => void;
};

function listenerMap() {
  const listeners = new Map<string, Listener[]>();
  return {
    addEventListener(type: string, listener: Listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    emit(type: string, event: ProgressEvent = new ProgressEvent(type)) {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
}

/** Replaces XMLHttpRequest until the test's globals are unstubbed; `uploads` lists the requests. */
export function stubUploads() {
  const uploads: FakeUpload[] = [];
  class FakeXmlHttpRequest {
    status = 0;
    responseText = "";
    readonly upload = listenerMap();
    private readonly events = listenerMap();
    private readonly sent: Partial<FakeUpload> & { headers: Record<string, string> } = {
      headers: {},
    };

    addEventListener(type: string, listener: Listener) {
      this.events.addEventListener(type, listener);
    }

    open(method: string, url: string) {
      Object.assign(this.sent, { method, url });
    }

    setRequestHeader(name: string, value: string) {
      this.sent.headers[name] = value;
    }

    getResponseHeader(name: string) {
      return name.toLowerCase() === "content-type" ? "application/json" : null;
    }

    send(body: FormData) {
      uploads.push({
        method: this.sent.method ?? "",
        url: this.sent.url ?? "",
        headers: this.sent.headers,
        body,
        progress: (loaded, total) =>
          this.upload.emit(
            "progress",
            new ProgressEvent("progress", { lengthComputable: true, loaded, total }),
          ),
        respond: (status, answer) => {
          this.status = status;
          this.responseText = JSON.stringify(answer);
          this.events.emit("load");
        },
        fail: () => this.events.emit("error"),
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXmlHttpRequest);
  return uploads;
}
