"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { MailCheck } from "lucide-react";
import { useTranslations } from "next-intl";
import { Tabs } from "radix-ui";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { useRouter } from "@/lib/i18n/navigation";
import { loginSchema, registerSchema, resetRequestSchema, type LoginInput, type RegisterInput, type ResetRequestInput } from "@/lib/auth/schema";
import { toast } from "@/lib/toast-store";
import { useLogin, useRegister, useRequestPasswordReset } from "@/lib/api-client/account";
import { failureText, isApiError } from "@/lib/api-client/fetch";
import { FormField, useMessageText } from "./form-field";
import { PasswordStrengthMeter } from "./password-strength-meter";
import { ResendVerificationButton } from "./resend-verification-button";

type Tab = "login" | "register" | "reset";

const tabClass =
  "flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow";

/** The three tabs of /auth: Sign In, Create Account, Reset Password. */
export function AuthTabs({ redirectTo, initialTab = "login" }: { redirectTo: string; initialTab?: Tab }) {
  const t = useTranslations("Auth");
  const [tab, setTab] = useState<Tab>(initialTab);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  if (registeredEmail) {
    const backToSignIn = () => {
      setRegisteredEmail(null);
      setTab("login");
    };
    return <VerificationNotice email={registeredEmail} onSignIn={backToSignIn} />;
  }

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <Tabs.List aria-label={t("tabsLabel")} className="mb-6 flex gap-1 rounded-lg bg-muted p-1">
        <Tabs.Trigger value="login" className={tabClass}>
          {t("tabLogin")}
        </Tabs.Trigger>
        <Tabs.Trigger value="register" className={tabClass}>
          {t("tabRegister")}
        </Tabs.Trigger>
        <Tabs.Trigger value="reset" className={tabClass}>
          {t("tabReset")}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="login" className="focus-visible:outline-none">
        <LoginForm redirectTo={redirectTo} onForgot={() => setTab("reset")} />
      </Tabs.Content>
      <Tabs.Content value="register" className="focus-visible:outline-none">
        <RegisterForm onRegistered={setRegisteredEmail} />
      </Tabs.Content>
      <Tabs.Content value="reset" className="focus-visible:outline-none">
        <ResetRequestForm onSent={() => setTab("login")} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

export function LoginForm({ redirectTo, onForgot, endpoint = "/api/login" }: { redirectTo: string; onForgot?: () => void; endpoint?: "/api/login" | "/api/special-login" }) {
  const t = useTranslations("Auth");
  const message = useMessageText();
  const router = useRouter();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema, undefined, { raw: true }), defaultValues: { identifier: "", password: "" } });
  const { errors, isSubmitting } = form.formState;
  const login = useLogin(endpoint);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (error) {
      toast(
        isApiError(error) && error.status === 401
          ? { title: t("loginFailedTitle"), description: t("loginFailedText") }
          : { title: t("loginFailedFallback"), description: message(failureText(error)), variant: "destructive" },
      );
      return;
    }
    router.replace(redirectTo);
    router.refresh();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={t("identifier")} autoComplete="username" error={message(errors.identifier?.message)} {...form.register("identifier")} />
      <FormField label={t("password")} type="password" autoComplete="current-password" error={message(errors.password?.message)} {...form.register("password")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("signingIn") : t("signInButton")}
      </Button>
      {onForgot ? (
        <button type="button" onClick={onForgot} className="text-sm text-primary underline-offset-4 hover:underline">
          {t("forgotPassword")}
        </button>
      ) : null}
    </form>
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const t = useTranslations("Auth");
  const message = useMessageText();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema, undefined, { raw: true }),
    defaultValues: { username: "", email: "", password: "", name: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: "password" });
  const register = useRegister();

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { email } = await register.mutateAsync(values);
      onRegistered(email);
    } catch (error) {
      toast({ title: t("registrationFailedTitle"), description: message(failureText(error)) || t("registrationFailedText"), variant: "destructive" });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <FormField label={t("username")} autoComplete="username" error={message(errors.username?.message)} {...form.register("username")} />
      <FormField label={t("email")} type="email" autoComplete="email" error={message(errors.email?.message)} {...form.register("email")} />
      <FormField label={t("name")} autoComplete="name" error={message(errors.name?.message)} {...form.register("name")} />
      <div className="space-y-1.5">
        <FormField label={t("password")} type="password" autoComplete="new-password" error={message(errors.password?.message)} {...form.register("password")} />
        <PasswordStrengthMeter password={newPassword} />
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("registering") : t("registerButton")}
      </Button>
    </form>
  );
}

export function ResetRequestForm({ onSent }: { onSent?: () => void }) {
  const t = useTranslations("Auth");
  const message = useMessageText();
  const form = useForm<ResetRequestInput>({ resolver: zodResolver(resetRequestSchema, undefined, { raw: true }), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;
  const requestReset = useRequestPasswordReset();

  const onSubmit = form.handleSubmit(async (values) => {
    let answer: { message: string };
    try {
      answer = await requestReset.mutateAsync(values);
    } catch (error) {
      toast({ title: t("resetFailedTitle"), description: message(failureText(error)) || t("tryAgainLater"), variant: "destructive" });
      return;
    }
    toast({ title: t("resetSentTitle"), description: message(answer.message) });
    form.reset();
    onSent?.();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm text-muted-foreground">{t("resetIntro")}</p>
      <FormField label={t("email")} type="email" autoComplete="email" error={message(errors.email?.message)} {...form.register("email")} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("sending") : t("resetButton")}
      </Button>
    </form>
  );
}

function VerificationNotice({ email, onSignIn }: { email: string; onSignIn: () => void }) {
  const t = useTranslations("Auth");
  return (
    <div role="status" className="space-y-4 text-center">
      <MailCheck aria-hidden className="mx-auto size-12 text-primary" />
      <h2 className="text-xl font-semibold">{t("verifyHeading")}</h2>
      <p className="text-muted-foreground">{t("verifyText", { email })}</p>
      <ResendVerificationButton email={email} />
      <Button variant="outline" className="w-full" onClick={onSignIn}>
        {t("signInButton")}
      </Button>
    </div>
  );
}
