import {
  CSRF_COOKIE,
  type Language,
  type LoginRequest,
  type User,
  type UserResponse,
} from "@events/contract";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { AuthContext, type AuthContextValue, type AuthState } from "@/hooks/use-auth";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";
import { readAnswer } from "@/lib/api-client";
import { ApiError, serverErrorText } from "@/lib/api-error";
import { readBrowserCookie } from "@/lib/cookies";
import { showErrorToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { adoptAccountLanguage, chooseAccountLanguage } from "./account-language";
import { readLoginUserId, login as requestLogin } from "./api/login";
import { logout as requestLogout } from "./api/logout";
import { resendOtp as requestResendOtp } from "./api/resend-otp";
import { validateToken } from "./api/validate-token";
import { verifyOtp as requestVerifyOtp } from "./api/verify-otp";
import { authMessages } from "./messages";
import { INITIAL_SESSION_CHECK_DELAY_MS } from "./session-check-call";

// Kept in sessionStorage so reloading /verify-otp does not lose the pending sign-in.
const TEMP_USER_ID_KEY = "events-admin.tempUserId";

function readStoredTempUserId(): string | null {
  try {
    return sessionStorage.getItem(TEMP_USER_ID_KEY);
  } catch {
    return null;
  }
}

function storeTempUserId(tempUserId: string | null): void {
  try {
    if (tempUserId) sessionStorage.setItem(TEMP_USER_ID_KEY, tempUserId);
    else sessionStorage.removeItem(TEMP_USER_ID_KEY);
  } catch {
    // Storage can be unavailable (private mode); the in-memory state still works.
  }
}

/**
 * The session check at start. The script-readable CSRF cookie is set and cleared with the
 * session cookie, so without it there is no session to ask about: a signed-out visit then
 * answers at once instead of provoking a 401 (and a console error) on every page load.
 */
function checkSession(): Promise<UserResponse> {
  if (readBrowserCookie(CSRF_COOKIE) === undefined) {
    return Promise.reject(new Error("No session cookie"));
  }
  return validateToken();
}

/** The check main.tsx started with the page, until the provider takes it. */
let startedSessionCheck: Promise<UserResponse> | undefined;

/**
 * Starts the session check with the page, beside its texts and code, instead of once they are
 * in and the provider has mounted: a signed-in page asks for its data only after the check's
 * answer, so it came one round trip later. The provider takes this check when it mounts. The
 * page's first script may have sent it already (`sent`, after the same delay), before this code
 * had come: then its answer is read instead.
 */
export function startSessionCheck(sent?: Promise<Response>): Promise<UserResponse> {
  const check = sent
    ? readAnswer<UserResponse>(sent)
    : new Promise<void>((done) => {
        window.setTimeout(done, INITIAL_SESSION_CHECK_DELAY_MS);
      }).then(checkSession);
  // Its failure (no session) is read by the provider; until then it is no unhandled rejection.
  check.catch(() => undefined);
  startedSessionCheck = check;
  return check;
}

/** What the server said of a failed sign-in, in the reader's language by its code. */
function readServerMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? serverErrorText(error) : undefined;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(() => ({
    user: null,
    isAuthenticated: false,
    error: null,
    isLoading: false,
    isCheckingAuth: true,
    tempUserId: readStoredTempUserId(),
  }));

  useEffect(() => {
    let isCancelled = false;
    const startedCheck = startedSessionCheck;
    startedSessionCheck = undefined;
    const delayMs = startedCheck ? 0 : INITIAL_SESSION_CHECK_DELAY_MS;
    let isCheckTaken = false;
    const timer = window.setTimeout(() => {
      isCheckTaken = true;
      (startedCheck ?? checkSession())
        .then(({ user }) => {
          if (isCancelled) return;
          adoptAccountLanguage(user);
          setState((current) => ({
            ...current,
            user,
            isAuthenticated: true,
            isCheckingAuth: false,
          }));
        })
        .catch(() => {
          // Having no session is the normal state before sign-in: no error is shown.
          if (isCancelled) return;
          setState((current) => ({
            ...current,
            user: null,
            isAuthenticated: false,
            isCheckingAuth: false,
          }));
        });
    }, delayMs);
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
      // A mount undone before it took the check (React's strict mode in development) leaves it
      // to the next one; a check taken is this mount's, and no later provider may take its user.
      if (!isCheckTaken) startedSessionCheck ??= startedCheck;
    };
  }, []);

  const login = useCallback(async (credentials: LoginRequest) => {
    setState((current) => ({ ...current, isLoading: true, error: null }));
    try {
      const answer = await requestLogin(credentials);
      const tempUserId = readLoginUserId(answer) ?? null;
      storeTempUserId(tempUserId);
      setState((current) => ({ ...current, isLoading: false, tempUserId }));
    } catch (error) {
      const message = readServerMessage(error) ?? t(authMessages.loginFailedState);
      setState((current) => ({ ...current, isLoading: false, error: message }));
      throw error;
    }
  }, []);

  const { tempUserId } = state;

  const completeSignIn = useCallback(
    async (signIn: () => Promise<UserResponse>, fallbackError: MessageId) => {
      setState((current) => ({ ...current, isLoading: true, error: null }));
      try {
        const { user } = await signIn();
        storeTempUserId(null);
        adoptAccountLanguage(user);
        setState((current) => ({
          ...current,
          user,
          isAuthenticated: true,
          isLoading: false,
          tempUserId: null,
        }));
        return user;
      } catch (error) {
        const message = readServerMessage(error) ?? t(fallbackError);
        setState((current) => ({ ...current, isLoading: false, error: message }));
        throw error;
      }
    },
    [],
  );

  const verifyOtp = useCallback(
    async (otp: string) => {
      if (!tempUserId) {
        setState((current) => ({ ...current, error: t(authMessages.userIdMissing) }));
        throw new Error(t(authMessages.userIdMissing));
      }
      return completeSignIn(
        () => requestVerifyOtp({ otp, user_id: tempUserId }),
        authMessages.invalidCode,
      );
    },
    [tempUserId, completeSignIn],
  );

  const signInWithPasskey = useCallback(
    (signIn: () => Promise<UserResponse>) => completeSignIn(signIn, authMessages.loginFailedState),
    [completeSignIn],
  );

  const resendOtp = useCallback(async () => {
    if (!tempUserId) {
      setState((current) => ({ ...current, error: t(authMessages.userIdMissing) }));
      throw new Error(t(authMessages.userIdMissing));
    }
    setState((current) => ({ ...current, error: null }));
    try {
      await requestResendOtp({ userId: tempUserId });
    } catch (error) {
      const message = readServerMessage(error) ?? t(authMessages.resendFailedState);
      setState((current) => ({ ...current, error: message }));
      throw error;
    }
  }, [tempUserId]);

  const logout = useCallback(async () => {
    try {
      await requestLogout();
    } catch {
      // Signing out locally must happen even when the server cannot be told.
    } finally {
      storeTempUserId(null);
      setState((current) => ({
        ...current,
        user: null,
        isAuthenticated: false,
        error: null,
        isLoading: false,
        tempUserId: null,
      }));
    }
  }, []);

  const updateCurrentUser = useCallback((user: User) => {
    setState((current) => (current.user?.id === user.id ? { ...current, user } : current));
  }, []);

  const chooseLanguage = useCallback(
    async (language: Language | null) => {
      try {
        updateCurrentUser(await chooseAccountLanguage(language));
      } catch {
        // The page and this browser keep the choice; only the account missed it.
        showErrorToast(t("layout.language.saveFailed"), { autoCloseMs: TOAST_CLOSE_MS.admin });
      }
    },
    [updateCurrentUser],
  );

  const refreshSession = useCallback(async () => {
    const { user } = await validateToken();
    // The new session replaces whatever sign-in was under way in this browser.
    storeTempUserId(null);
    adoptAccountLanguage(user);
    setState((current) => ({
      ...current,
      user,
      isAuthenticated: true,
      error: null,
      tempUserId: null,
    }));
    return user;
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login,
      verifyOtp,
      signInWithPasskey,
      resendOtp,
      logout,
      updateCurrentUser,
      chooseLanguage,
      refreshSession,
    }),
    [
      state,
      login,
      verifyOtp,
      signInWithPasskey,
      resendOtp,
      logout,
      updateCurrentUser,
      chooseLanguage,
      refreshSession,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
