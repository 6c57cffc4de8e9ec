import { CSRF_COOKIE, CSRF_HEADER } from "@events/contract";
import { ApiError, createApiError } from "./api-error";
import { readBrowserCookie } from "./cookies";

export type UploadWithProgressOptions = {
  method?: "POST" | "PUT";
  body: FormData;
  /** Whole percentages, 0 to 100, as the request body goes out. */
  onProgress?: (percent: number) => void;
  /** Aborting rejects with a DOMException named AbortError, like fetch. */
  signal?: AbortSignal;
};

function readResponseBody(request: XMLHttpRequest): unknown {
  const text = request.responseText;
  if (text === "") return undefined;
  const contentType = request.getResponseHeader("content-type") ?? "";
  if (!contentType.includes("json")) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function createAbortError(): DOMException {
  return new DOMException("The upload was cancelled", "AbortError");
}

/**
 * A multipart upload that reports its progress. fetch cannot report upload progress, so this
 * uses XMLHttpRequest with the same cookies, CSRF header and error shape as the API client.
 */
export function uploadWithProgress<TResponse>(
  path: string,
  { method = "POST", body, onProgress, signal }: UploadWithProgressOptions,
): Promise<TResponse> {
  return new Promise<TResponse>((resolve, reject) => {
    if (signal?.aborted) {
      reject(createAbortError());
      return;
    }

    const request = new XMLHttpRequest();
    request.open(method, path);
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    const csrfToken = readBrowserCookie(CSRF_COOKIE);
    if (csrfToken) request.setRequestHeader(CSRF_HEADER, csrfToken);

    const abortRequest = () => request.abort();
    signal?.addEventListener("abort", abortRequest, { once: true });
    const finish = () => signal?.removeEventListener("abort", abortRequest);

    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    request.addEventListener("load", () => {
      finish();
      const responseBody = readResponseBody(request);
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(responseBody as TResponse);
      } else {
        reject(createApiError(request.status, responseBody));
      }
    });
    request.addEventListener("error", () => {
      finish();
      reject(new ApiError(0, "Network error: the server could not be reached"));
    });
    request.addEventListener("abort", () => {
      finish();
      reject(createAbortError());
    });

    onProgress?.(0);
    request.send(body);
  });
}
