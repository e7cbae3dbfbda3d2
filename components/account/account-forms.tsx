"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Link, useRouter } from "@/lib/i18n/navigation";
import {
  adminLoginSchema,
  deleteAccountSchema,
  resetPasswordSchema,
  type AdminLoginInput,
  type DeleteAccountInput,
  type ResetPasswordInput,
} from "@/lib/auth/schema";
import { toast } from "@/lib/toast-store";
import { useAdminLogin, useDeleteAccount, useResetPassword, useVerifyEmail } from "@/lib/api-client/account";
import { failureText } from "@/lib/api-client/fetch";
import { FormField, useMessageText } from "./form-field";
import { PasswordStrengthMeter } from "./password-strength-meter";

/** /admin-login: a valid e-mail and a password of at least 6 characters; admins only. */
export function AdminLoginForm() {
  const t = useTranslations("Auth");
  const message = useMessageText();
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminLoginInput>({ resolver: zodResolver(adminLoginSchema, undefined, { raw: true }), defaultValues: { identifier: "", password: "" } });
  const { errors, isSubmitting } = form.formState;

  const adminLogin = useAdminLogin();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await adminLogin.mutateAsync(values);
    } catch (error) {
      setFailure(message(failureText(error)) || t("adminLoginFallback"));
      return;
    }
    router.replace("/admin/dashboard");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {failure ? (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm">
          <p className="font-semibold text-destructive">{t("adminLoginFailed")}</p>
          <p>{failure}</p>
        </div>
      ) : null}
      <FormField label={t("email")} type="email" autoComplete="username" error={message(errors.identifier?.message)} {...form.register("identifier")} />
      <FormField label={t("password")} type="password" autoComplete="current-password" error={message(errors.password?.message)} {...form.register("password")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("signingIn") : t("signInButton")}
      </Button>
    </form>
  );
}

/** /reset-password?token=...: choose a new password, then sign in again. */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations("Auth");
  const message = useMessageText();
  const router = useRouter();
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema, undefined, { raw: true }), defaultValues: { token, password: "" } });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "password" });

  const resetPassword = useResetPassword();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword.mutateAsync(values);
    } catch (error) {
      toast({ title: t("resetFailedTitle"), description: message(failureText(error)), variant: "destructive" });
      return;
    }
    toast({ title: t("resetDoneTitle"), description: t("resetDoneText") });
    router.replace("/auth");
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <input type="hidden" {...form.register("token")} />
      {errors.token ? (
        <p role="alert" className="text-sm text-destructive">
          {t("resetMissingToken")}
        </p>
      ) : null}
      <div className="space-y-1.5">
        <FormField label={t("newPassword")} type="password" autoComplete="new-password" error={message(errors.password?.message)} {...form.register("password")} />
        <PasswordStrengthMeter password={newPassword} />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("sending") : t("resetSubmit")}
      </Button>
    </form>
  );
}

/** /verify-email?token=...: confirms the address in the browser (link scanners do not run scripts). */
export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations("Auth");
  const router = useRouter();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const { mutate: verifyEmail } = useVerifyEmail();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    verifyEmail({ token }, { onSuccess: () => router.replace("/verification-success"), onError: () => setFailed(true) });
  }, [token, router, verifyEmail]);

  return (
    <p role={failed ? "alert" : "status"} className={failed ? "text-destructive" : "text-muted-foreground"}>
      {failed ? t("verifyFailed") : t("verifying")}
    </p>
  );
}

/** /account/delete: password and the typed word DELETE. */
export function DeleteAccountForm() {
  const t = useTranslations("Account");
  const message = useMessageText();
  const router = useRouter();
  const form = useForm<DeleteAccountInput>({ resolver: zodResolver(deleteAccountSchema, undefined, { raw: true }), defaultValues: { password: "", confirm: "" as "DELETE" } });
  const { errors, isSubmitting } = form.formState;

  const deleteAccount = useDeleteAccount();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await deleteAccount.mutateAsync(values);
    } catch (error) {
      toast({ title: t("deleteFailed"), description: message(failureText(error)), variant: "destructive" });
      return;
    }
    toast({ title: t("deletedTitle"), description: t("deletedText") });
    router.replace("/");
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={t("password")} type="password" autoComplete="current-password" error={message(errors.password?.message)} {...form.register("password")} />
      <FormField label={t("confirmLabel")} autoComplete="off" error={message(errors.confirm?.message)} {...form.register("confirm")} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? t("deleting") : t("deleteButton")}
        </Button>
        <Button asChild variant="outline">
          <Link href="/settings">{t("cancel")}</Link>
        </Button>
      </div>
    </form>
  );
}
