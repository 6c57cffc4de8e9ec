import type { Language, LoginRequest, User, UserResponse } from "@events/contract";
import { createContext, useContext } from "react";

export type AuthState = {
  user: User | null;
  isAuthenticated: boolean;
  error: string | null;
  isLoading: boolean;
  isCheckingAuth: boolean;
  tempUserId: string | null;
};

export type AuthContextValue = AuthState & {
  login: (credentials: LoginRequest) => Promise<void>;
  verifyOtp: (otp: string) => Promise<User>;
  /**
   * Signs in through `signIn` (the passkey's ceremony and its answer), as a verified code signs
   * in: the session's user, their language, no sign-in left pending.
   */
  signInWithPasskey: (signIn: () => Promise<UserResponse>) => Promise<User>;
  resendOtp: () => Promise<void>;
  logout: () => Promise<void>;
  /** Replaces the signed-in user's details after they changed them (e.g. their own name). */
  updateCurrentUser: (user: User) => void;
  /** The user's language from their menu, kept on their account; null follows the browser. */
  chooseLanguage: (language: Language | null) => Promise<void>;
  /**
   * Takes up the session a call other than the sign-in set in this browser (pairing a device for
   * the door): asks the server whose it is and signs that user in here.
   */
  refreshSession: () => Promise<User>;
};

// Features read the signed-in user through this hook; only the auth feature provides it.
export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside AuthProvider");
  return context;
}
