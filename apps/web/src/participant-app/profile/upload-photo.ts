import { APP_CSRF_COOKIE, CSRF_HEADER, type Person, type PersonResponse } from "@events/contract";
import { NETWORK_ERROR_MESSAGE, parseResponseText } from "@/lib/api-client";
import { ApiError, createApiError } from "@/lib/api-error";
import { readBrowserCookie } from "@/lib/cookies";
import { requestJson } from "../api/app-api";
import { ME_PATH } from "./profile-api";
import { keepPerson } from "./profile-changes";

/**
 * Sends the photo (PUT /api/me/profile/photo, multipart field "file"), telling how much has gone
 * out in whole percentages: fetch cannot report an upload's progress, so XMLHttpRequest does,
 * with the app's CSRF header. Failures are ApiErrors as for the app's other calls.
 */
export function uploadPhoto(file: File, onProgress: (percent: number) => void): Promise<Person> {
  return new Promise<PersonResponse>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("PUT", "/api/me/profile/photo");
    request.setRequestHeader("Accept", "application/json");
    const csrfToken = readBrowserCookie(APP_CSRF_COOKIE);
    if (csrfToken) request.setRequestHeader(CSRF_HEADER, csrfToken);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    });
    request.addEventListener("load", () => {
      const answer = parseResponseText(
        request.responseText,
        request.getResponseHeader("content-type") ?? "",
      );
      if (request.status >= 200 && request.status < 300) return resolve(answer as PersonResponse);
      // The session may have ended: asking for the person lets the app's own handling of a 401
      // (back to sign-in) take over.
      if (request.status === 401) void requestJson(ME_PATH).catch(() => {});
      reject(createApiError(request.status, answer));
    });
    request.addEventListener("error", () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE)));
    const form = new FormData();
    form.append("file", file);
    onProgress(0);
    request.send(form);
  }).then(keepPerson);
}
