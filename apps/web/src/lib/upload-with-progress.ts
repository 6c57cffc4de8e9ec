import {
  createFailedAnswerError,
  createRequestHeaders,
  NETWORK_ERROR_MESSAGE,
  parseResponseText,
} from "./api-client";
import { ApiError } from "./api-error";

export type UploadWithProgressOptions = {
  method?: "POST" | "PUT";
  body: FormData;
  /** Whole percentages, 0 to 100, as the request body goes out. */
  onProgress?: (percent: number) => void;
  /** Aborting rejects with a DOMException named AbortError, like fetch. */
  signal?: AbortSignal;
};

function createAbortError(): DOMException {
  return new DOMException("The upload was cancelled", "AbortError");
}

/**
 * A multipart upload that reports its progress. fetch cannot report upload progress, so this
 * uses XMLHttpRequest, with the API client's headers, answer parsing and errors.
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
    for (const [name, value] of createRequestHeaders()) request.setRequestHeader(name, value);

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
      const responseBody = parseResponseText(
        request.responseText,
        request.getResponseHeader("content-type") ?? "",
      );
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(100);
        resolve(responseBody as TResponse);
      } else {
        reject(createFailedAnswerError(request.status, request.statusText, responseBody));
      }
    });
    request.addEventListener("error", () => {
      finish();
      reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    });
    request.addEventListener("abort", () => {
      finish();
      reject(createAbortError());
    });

    onProgress?.(0);
    request.send(body);
  });
}
