// The account screens' calls: sign-in, registration, password reset, e-mail verification, the
// settings forms and account deletion. Inputs are the forms' own zod input types
// (lib/auth/schema.ts); a call that changes the session tells every reader of it on success.
import { useMutation } from "@tanstack/react-query";
import { notifySessionChanged } from "@/lib/auth/current-user-client";
import type {
  AdminLoginInput,
  ChangePasswordInput,
  DeleteAccountInput,
  LoginInput,
  ProfileInput,
  RegisterInput,
  ResetPasswordInput,
  ResetRequestInput,
} from "@/lib/auth/schema";
import type { PublicUser } from "@/lib/auth/public-user";
import { apiFetch, type ApiRequest } from "./fetch";
import { updatePreferences } from "./session";

function useAccountCall<Input, Output>(path: string, { method = "POST", changesSession = false }: { method?: ApiRequest["method"]; changesSession?: boolean } = {}) {
  return useMutation({
    mutationFn: (input: Input) => apiFetch<Output>(path, { method, json: input ?? {} }),
    onSuccess: changesSession ? () => notifySessionChanged() : undefined,
  });
}

/** /api/login, or /api/special-login for the demo accounts (docs/features/accounts.md). */
export const useLogin = (endpoint: "/api/login" | "/api/special-login" = "/api/login") => useAccountCall<LoginInput, PublicUser>(endpoint, { changesSession: true });
export const useAdminLogin = () => useAccountCall<AdminLoginInput, PublicUser>("/api/admin-login", { changesSession: true });
export const useRegister = () => useAccountCall<RegisterInput, { email: string }>("/api/register");
export const useRequestPasswordReset = () => useAccountCall<ResetRequestInput, { message: string }>("/api/forgot-password");
export const useResetPassword = () => useAccountCall<ResetPasswordInput, unknown>("/api/reset-password", { changesSession: true });
export const useVerifyEmail = () => useAccountCall<{ token: string }, unknown>("/api/verify-email", { changesSession: true });
export const useResendVerification = () => useAccountCall<{ email?: string }, { ok: boolean }>("/api/resend-verification");
export const useUpdateProfile = () => useAccountCall<ProfileInput, { email_changed: boolean }>("/api/user/profile", { method: "PATCH", changesSession: true });
export const useChangePassword = () => useAccountCall<ChangePasswordInput, unknown>("/api/user/password");
export const useDeleteAccount = () => useAccountCall<DeleteAccountInput, unknown>("/api/user", { method: "DELETE", changesSession: true });

/** The settings page's language choice (the header's picker calls updatePreferences directly). */
export function useUpdatePreferences() {
  return useMutation({ mutationFn: (input: Parameters<typeof updatePreferences>[0]) => updatePreferences(input) });
}
